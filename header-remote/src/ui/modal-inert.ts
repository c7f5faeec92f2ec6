/** How many open modals made each element inert: it is given back when the last one closes. */
const holds = new Map<Element, number>();

/**
 * Makes everything outside the layer inert while a modal is open: every
 * sibling of the layer and of each of its ancestors up to the body, so the
 * host page's own content too, wherever the header sits in it. Assistive
 * technology then reads only the dialog (`aria-modal` alone is ignored by
 * some screen readers), and nothing outside takes focus or clicks. An element
 * that was inert already is left alone; nested modals share the others.
 * Returns the release, which is safe to call twice.
 */
export function inertOutside(layer: Element): () => void {
  const made: Element[] = [];
  for (let inside = layer; inside.parentElement && inside !== document.body; inside = inside.parentElement) {
    for (const sibling of inside.parentElement.children) {
      if (sibling === inside) continue;
      const count = holds.get(sibling);
      if (count !== undefined) holds.set(sibling, count + 1);
      else if (sibling.hasAttribute('inert')) continue;
      else {
        sibling.setAttribute('inert', '');
        holds.set(sibling, 1);
      }
      made.push(sibling);
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const element of made) {
      const count = holds.get(element) ?? 0;
      if (count > 1) {
        holds.set(element, count - 1);
      } else {
        holds.delete(element);
        element.removeAttribute('inert');
      }
    }
  };
}
