import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { CmsComponent } from '@grocer/shared-contracts/domain';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { isMappedResourceType, MappedComponent } from './component-map.tsx';
import type { ContentOptions } from './content-component-props.ts';
import type { ContentEnvironment } from './content-environment.ts';
import { gridPlacement } from './grid/grid-placement.ts';
import { NEW_WINDOW_NOTE } from './links/new-window.tsx';
import { promoClickData } from './links/promo-click.ts';
import grid from './grid/grid.module.css';

/** Child components nested deeper than this are left out: CMS data must not be able to exhaust the stack. */
const MAX_NESTING = 8;

type Props = {
  readonly component: CmsComponent;
  readonly position: number;
  readonly options: ContentOptions;
  readonly environment: ContentEnvironment;
  readonly fallback: ReactNode;
  readonly wrapper: 'div' | 'li';
  readonly depth: number;
};

/** How many components a component stands for in reading order: itself and everything nested in it. */
export function componentCount(component: CmsComponent, depth = 0): number {
  if (depth >= MAX_NESTING) return 1;
  const children = component.childComponents ?? [];
  return children.reduce((sum, child) => sum + componentCount(child, depth + 1), 1);
}

/** The grid positions of components that follow one another, the first at `first`. */
export function positionsFrom(first: number, components: readonly CmsComponent[], depth = 0): number[] {
  let next = first;
  return components.map((component) => {
    const position = next;
    next += componentCount(component, depth);
    return position;
  });
}

/** No cell, and one warning: StrictMode runs effects twice in development, where the log is read. */
function UnmappedComponent({ component, environment }: Pick<Props, 'component' | 'environment'>) {
  const { resourceType, componentId } = component;
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current) return;
    warned.current = true;
    environment.logger.warn('No component for this CMS resource type; rendering nothing', {
      resourceType,
      componentId,
    });
  }, [environment, resourceType, componentId]);
  return null;
}

/**
 * One CMS component in its grid cell: mapped by resource type, guarded by an
 * error boundary (a render error is logged, reported as `header_error`
 * content_render and replaced by the fallback or nothing), and any link
 * clicked inside it reported as `promo_click`.
 */
export function CmsComponentItem({ component, position, options, environment, fallback, wrapper, depth }: Props) {
  if (!isMappedResourceType(component.resourceType)) {
    return <UnmappedComponent component={component} environment={environment} />;
  }

  const placement = gridPlacement(component.cqResponsive?.deviceBreakpoints);
  const Wrapper = wrapper;

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    // Only the innermost component counts a click, not every container around it.
    if (!link || link.closest('[data-cms-component]') !== event.currentTarget) return;
    const text = link.getAttribute('data-promo-text') ?? (link.textContent ?? '').replace(NEW_WINDOW_NOTE, '').trim();
    environment.emit('analytics', {
      name: 'promo_click',
      data: promoClickData(component, { text, href: link.getAttribute('href') ?? '' }),
    });
  };

  const onError = (error: unknown) => {
    const message = `${component.resourceType} ${component.componentId}: ${String(error)}`;
    environment.logger.error('A CMS component failed to render; it is left out', {
      resourceType: component.resourceType,
      componentId: component.componentId,
      error: String(error),
    });
    environment.emit('header_error', { code: 'content_render', message });
  };

  const children = depth + 1 < MAX_NESTING ? (component.childComponents ?? []) : [];
  const renderChildren = (childWrapper: 'div' | 'li') => {
    const positions = positionsFrom(position + 1, children, depth + 1);
    return children.map((child, index) => (
      <CmsComponentItem
        key={`${child.componentId}-${index}`}
        component={child}
        position={positions[index] ?? position + 1}
        options={options}
        environment={environment}
        fallback={fallback}
        wrapper={childWrapper}
        depth={depth + 1}
      />
    ));
  };

  return (
    <Wrapper
      className={[grid.item, placement.className].filter(Boolean).join(' ')}
      style={placement.style}
      // Not an id: CMS data must not be able to take over an id the page uses (the skip link's target…).
      data-element-id={component.elementId || undefined}
      data-cms-component={component.componentId}
      onClick={onClick}
    >
      <ErrorBoundary fallback={fallback} onError={onError}>
        <MappedComponent
          component={component}
          position={position}
          options={options}
          environment={environment}
          renderChildren={renderChildren}
        />
      </ErrorBoundary>
    </Wrapper>
  );
}
