import { takeAfterNextPaint } from '../lib/after-next-paint.ts';

/** How many open modals made each element inert: it is given back when the last one closes. */
const holds = new Map<Element, number>();
/** The open layers, oldest first: one opened before an older one's page went inert is not made inert by it. */
const layers: Element[] = [];

/**
 * Makes everything outside the layer inert while a modal is open: every
 * sibling of the layer and of each of its ancestors up to the body, so the
 * host page's own content too, wherever the header sits in it. Assistive
 * technology then reads only the dialog (`aria-modal` alone is ignored by
 * some screen readers), and nothing outside takes focus or clicks. An element
 * that was inert already is left alone; nested modals share the others.
 * Returns the release, which is safe to call twice.
 *
 * Made inert once the layer is painted: the page's content then
 * restyles in the next frame, not inside the press that opened the layer (a
 * focus moved into it just after forced that restyle before the layer could
 * show). Focus is already in the layer, held there (modal-focus.ts). A layer
 * closed before then makes nothing inert; one opened on top of it meanwhile
 * is left alone by it.
 */
export function inertOutside(layer: Element): () => void {
  layers.push(layer);
  const release = takeAfterNextPaint(() => makeInert(layer, layers.slice(layers.indexOf(layer) + 1)));
  return () => {
    release();
    const at = layers.indexOf(layer);
    if (at !== -1) layers.splice(at, 1);
  };
}

function makeInert(layer: Element, above: readonly Element[]): () => void {
  const made: Element[] = [];
  for (let inside = layer; inside.parentElement && inside !== document.body; inside = inside.parentElement) {
    for (const sibling of inside.parentElement.children) {
      if (sibling === inside || above.some((upper) => sibling.contains(upper))) continue;
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
  return () => {
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
