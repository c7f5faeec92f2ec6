/**
 * True when the element or an ancestor is inert: in a browser it is then out
 * of the accessibility tree and takes neither focus nor clicks. jsdom does
 * not act on `inert` and Testing Library's queries do not honour it, so the
 * attribute up the tree is what a test can check.
 */
export const isInert = (element: Element): boolean => element.closest('[inert]') !== null;

/**
 * The host page's own content, as a page team's app puts it in the body
 * beside the header's mount point (outside the React tree under test): a
 * "Host offers" link in a main landmark. Remove it after the test.
 */
export function appendHostPage(): HTMLElement {
  const main = document.createElement('main');
  const link = document.createElement('a');
  link.href = '/host-offers';
  link.textContent = 'Host offers';
  main.append(link);
  return document.body.appendChild(main);
}
