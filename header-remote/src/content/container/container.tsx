import type { ContentComponentProps } from '../content-component-props.ts';
import grid from '../grid/grid.module.css';

/** A CMS container: its child components on their own grid (a column in menus). */
export function Container({ options, renderChildren }: ContentComponentProps) {
  const children = renderChildren('div');
  if (children.length === 0) return null;
  return <div className={options.variant === 'menu' ? grid.stack : grid.grid}>{children}</div>;
}
