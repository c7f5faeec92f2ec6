import type { ReactNode } from 'react';
import type { CmsComponent } from '@grocer/shared-contracts/domain';
import { CmsComponentItem, positionsFrom } from './cms-component-item.tsx';
import type { ContentOptions, ContentVariant } from './content-component-props.ts';
import { useContentEnvironment } from './content-environment.ts';
import grid from './grid/grid.module.css';

export type CmsComponentsProps = {
  readonly components: readonly CmsComponent[];
  /** Components already shown above these on the page, so images lazy-load after grid position 10 overall. */
  readonly gridOffset?: number;
  /** `page` (default): the CMS's 12-column grid; `menu`: one column, each component at full width. */
  readonly variant?: ContentVariant;
  /** The level of each card's own heading (default 3). */
  readonly headingLevel?: ContentOptions['headingLevel'];
  /** Leave out empty rich-text paragraphs (default true). */
  readonly removeEmptyParagraphs?: boolean;
  /** Shown in place of a component that fails to render (default: nothing). */
  readonly fallback?: ReactNode;
};

/**
 * CMS content: each component mapped by its resource type and placed on the
 * grid at its device breakpoints. Unknown types, bad links and render errors
 * leave out only what they touch (spec section 8).
 */
export function CmsComponents({
  components,
  gridOffset = 0,
  variant = 'page',
  headingLevel = 3,
  removeEmptyParagraphs = true,
  fallback = null,
}: CmsComponentsProps) {
  const environment = useContentEnvironment();
  if (!Array.isArray(components) || components.length === 0) return null;
  const options: ContentOptions = { variant, headingLevel, removeEmptyParagraphs };
  const offset = Number.isFinite(gridOffset) ? Math.max(0, Math.trunc(gridOffset)) : 0;
  const positions = positionsFrom(offset + 1, components);
  return (
    <div className={variant === 'menu' ? grid.stack : grid.grid} data-cms-components="">
      {components.map((component, index) => (
        <CmsComponentItem
          key={`${component.componentId}-${index}`}
          component={component}
          position={positions[index] ?? index + 1}
          options={options}
          environment={environment}
          fallback={fallback}
          wrapper="div"
          depth={0}
        />
      ))}
    </div>
  );
}
