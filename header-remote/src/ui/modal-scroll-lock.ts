import { takeAfterNextPaint } from '../lib/after-next-paint.ts';

let locks = 0;
let saved: { readonly overflow: string; readonly paddingRight: string } | null = null;

function lock(): void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
}

function unlock(): void {
  locks -= 1;
  if (locks === 0 && saved) {
    document.body.style.overflow = saved.overflow;
    document.body.style.paddingRight = saved.paddingRight;
    saved = null;
  }
}

/**
 * Stops the page behind an open modal or menu from scrolling, keeping its width (the scrollbar's
 * room is padded) so nothing jumps. Nested locks share one. Returns the release, which is safe to
 * call twice.
 *
 * Taken once the modal or menu is painted: taken as the press's commit left the page,
 * reading the scrollbar's width forced the layout that frame was about to do, and the writes made
 * it lay the page out again, both before what was asked for could show. A lock released before
 * then is never taken.
 */
export function lockPageScroll(): () => void {
  return takeAfterNextPaint(() => {
    lock();
    return unlock;
  });
}
