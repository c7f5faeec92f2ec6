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
