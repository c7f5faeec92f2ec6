import type { CSSProperties } from 'react';
import type { DeviceBreakpoint } from '@grocer/shared-contracts/domain';
import styles from './grid.module.css';

type BreakpointName = DeviceBreakpoint['name'];
const BREAKPOINT_NAMES: readonly BreakpointName[] = ['xs', 'sm', 'md', 'lg', 'xl'];
const COLUMNS = 12;

const HIDDEN_CLASS: Record<BreakpointName, string | undefined> = {
  xs: styles.hiddenXs,
  sm: styles.hiddenSm,
  md: styles.hiddenMd,
  lg: styles.hiddenLg,
  xl: styles.hiddenXl,
};

export type GridPlacement = {
  /** Classes hiding the component at the breakpoints where it is not visible. */
  readonly className: string;
  /** `--cms-column-{breakpoint}`: its columns of 12 there (`start / span n`), read by grid.module.css. */
  readonly style: CSSProperties;
  /** The breakpoints where it shows. */
  readonly visibleAt: readonly BreakpointName[];
};

const toColumns = (value: unknown, min: number, max: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : min;

/**
 * Where a component sits at each device breakpoint (cqResponsive): hidden
 * where `visible` is false or its width is 0, otherwise `width` columns of 12
 * after `offset` columns. A breakpoint the CMS leaves out shows at full width.
 */
export function gridPlacement(breakpoints: readonly DeviceBreakpoint[] | undefined): GridPlacement {
  const hidden: string[] = [];
  const visibleAt: BreakpointName[] = [];
  const style: Record<string, string> = {};
  for (const name of BREAKPOINT_NAMES) {
    const breakpoint = breakpoints?.find((candidate) => candidate.name === name);
    if (breakpoint && (!breakpoint.visible || breakpoint.width === 0)) {
      hidden.push(HIDDEN_CLASS[name] ?? '');
      continue;
    }
    visibleAt.push(name);
    if (!breakpoint) continue;
    const span = toColumns(breakpoint.width, 1, COLUMNS);
    const offset = toColumns(breakpoint.offset, 0, COLUMNS - span);
    style[`--cms-column-${name}`] = offset === 0 ? `span ${span}` : `${offset + 1} / span ${span}`;
  }
  return { className: hidden.filter(Boolean).join(' '), style: style as CSSProperties, visibleAt };
}
