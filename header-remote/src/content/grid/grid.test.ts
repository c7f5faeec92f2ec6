import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '@grocer/shared-contracts';
import { type DeviceBreakpoint } from '@grocer/shared-contracts/domain';
import { gridPlacement } from './grid-placement.ts';

const at = (name: DeviceBreakpoint['name'], width: number, offset = 0, visible = true): DeviceBreakpoint => ({
  name,
  width,
  offset,
  visible,
  layout: 'responsiveGrid',
});

describe('grid placement at device breakpoints', () => {
  it('shows a component everywhere, full width, when the CMS gives no breakpoints', () => {
    expect(gridPlacement(undefined)).toEqual({ className: '', style: {}, visibleAt: ['xs', 'sm', 'md', 'lg', 'xl'] });
  });

  it('hides it where visible is false or its width is 0', () => {
    const placement = gridPlacement([at('xs', 12, 0, false), at('sm', 0), at('md', 6), at('lg', 3), at('xl', 3)]);
    expect(placement.visibleAt).toEqual(['md', 'lg', 'xl']);
  });

  it('spans its width in columns of 12 after its offset', () => {
    expect(gridPlacement([at('md', 4, 2), at('lg', 3)]).style).toEqual({
      '--cms-column-md': '3 / span 4',
      '--cms-column-lg': 'span 3',
    });
  });

  it('keeps a span and offset inside the 12 columns', () => {
    expect(gridPlacement([at('md', 8, 10), at('lg', 20)]).style).toEqual({
      '--cms-column-md': '5 / span 8',
      '--cms-column-lg': 'span 12',
    });
  });
});

describe('grid.module.css', () => {
  const css = readFileSync(path.join(import.meta.dirname, 'grid.module.css'), 'utf8');

  it('uses the contract breakpoints for its media ranges', () => {
    const ranges = [...css.matchAll(/@media ([^{]+)\{/g)].map((match) => match[1]?.trim());
    expect(ranges).toEqual([
      `(max-width: ${BREAKPOINTS.sm - 0.02}px)`,
      `(min-width: ${BREAKPOINTS.sm}px) and (max-width: ${BREAKPOINTS.md - 0.02}px)`,
      `(min-width: ${BREAKPOINTS.md}px) and (max-width: ${BREAKPOINTS.lg - 0.02}px)`,
      `(min-width: ${BREAKPOINTS.lg}px) and (max-width: ${BREAKPOINTS.xl - 0.02}px)`,
      `(min-width: ${BREAKPOINTS.xl}px)`,
    ]);
  });
});
