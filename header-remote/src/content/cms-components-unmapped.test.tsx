import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CMS_RESOURCE_TYPES, type CmsComponent } from '@grocer/shared-contracts/domain';
import { sampleTextPromoCard, sampleTradingCell, UNMAPPED_RESOURCE_TYPE } from '@grocer/shared-contracts/cms-builders';
import { HeaderRoot } from '../testing/header-under-test.tsx';
import { CmsComponents } from './cms-components.tsx';

const UNMAPPED = '[header] No component for this CMS resource type; rendering nothing';

const countdown = (componentId: string): CmsComponent => ({
  resourceType: UNMAPPED_RESOURCE_TYPE,
  componentId,
  textArea: { heading: 'Countdown' },
});

/** Three components the header knows (a cell, a container and the card in it) and two it does not. */
const content = (): CmsComponent[] => [
  sampleTradingCell({ componentId: 'cell', textArea: { heading: 'Spring greens' } }),
  countdown('countdown-top'),
  {
    resourceType: CMS_RESOURCE_TYPES.container,
    componentId: 'container',
    childComponents: [sampleTextPromoCard({ componentId: 'card' }), countdown('countdown-inner')],
  },
];

/** As a host mounts it in development: StrictMode runs every effect twice. */
function renderContent(components: readonly CmsComponent[]) {
  const header = (list: readonly CmsComponent[]) => (
    <StrictMode>
      <HeaderRoot input={{ services: { api: 'http://api.test' }, clientLogging: true }}>
        <CmsComponents components={list} />
      </HeaderRoot>
    </StrictMode>
  );
  const view = render(header(components));
  return { ...view, renderAgain: (list: readonly CmsComponent[]) => view.rerender(header(list)) };
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('CMS components: types the header has no component for', () => {
  it('get no grid cell: a cell for each known component only', () => {
    const { container } = renderContent(content());
    const cells = [...container.querySelectorAll('[data-cms-component]')];
    expect(cells.map((cell) => cell.getAttribute('data-cms-component'))).toEqual(['cell', 'container', 'card']);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Spring greens',
      'Delivery Pass',
      'Free delivery, all year',
    ]);
    expect(screen.queryByText('Countdown')).not.toBeInTheDocument();
  });

  it('are each logged once, however often the content renders', () => {
    const { renderAgain } = renderContent(content());
    renderAgain(content());
    expect(warn.mock.calls).toEqual([
      [UNMAPPED, { resourceType: UNMAPPED_RESOURCE_TYPE, componentId: 'countdown-top' }],
      [UNMAPPED, { resourceType: UNMAPPED_RESOURCE_TYPE, componentId: 'countdown-inner' }],
    ]);
  });
});
