import { createElement, type ReactNode } from 'react';

type Props = {
  readonly level: number;
  readonly className?: string | undefined;
  readonly children: ReactNode;
  readonly id?: string;
};

/** A card heading at the level the page gives content (h2–h5). */
export function ContentHeading({ level, className, children, id }: Props) {
  return createElement(`h${Math.min(6, Math.max(2, level))}`, { className, id }, children);
}
