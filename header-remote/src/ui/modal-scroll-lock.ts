let locks = 0;
let saved: { readonly overflow: string; readonly paddingRight: string } | null = null;

/**
 * Stops the page behind an open modal from scrolling, keeping its width (the
 * scrollbar's room is padded) so nothing jumps. Nested modals share one lock.
 * Returns the release, which is safe to call twice.
 */
export function lockPageScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
