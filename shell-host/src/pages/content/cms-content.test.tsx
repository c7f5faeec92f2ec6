import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { sampleTradingCell } from '@grocer/shared-contracts/cms-builders';
import { CMS_RESOURCE_TYPES, type CmsComponent } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { CmsContent } from './cms-content.tsx';

const LEFT_OUT = '[shell] a CMS component the page has no card for is left out';

const card = (componentId: string, heading: string): CmsComponent => ({
  resourceType: CMS_RESOURCE_TYPES.textPromoCard,
  componentId,
  textArea: { heading },
});
const countdown = (componentId: string): CmsComponent => ({
  resourceType: 'fernleaf/components/countdown',
  componentId,
  textArea: { heading: 'Countdown' },
});
const container = (componentId: string, childComponents: CmsComponent[]): CmsComponent => ({
  resourceType: CMS_RESOURCE_TYPES.container,
  componentId,
  childComponents,
});

/** Three cards the page knows, two it does not, and containers (one inside another) around some of them. */
const content = (): CmsComponent[] => [
  sampleTradingCell(),
  countdown('countdown-top'),
  container('outer', [
    card('card-pass', 'Delivery Pass'),
    countdown('countdown-inner'),
    container('inner', [card('card-wine', 'Wine club')]),
  ]),
];

function renderContent(components: readonly CmsComponent[]) {
  const page = (list: readonly CmsComponent[]) => (
    <StrictMode>
      <CmsContent components={list} servicesUrl="http://services.test" headingLevel={2} />
    </StrictMode>
  );
  const view = render(page(components));
  return { ...view, renderAgain: (list: readonly CmsComponent[]) => view.rerender(page(list)) };
}

/** The content grid's own cells (a card group has a list of its own inside its cell). */
const cells = () => {
  const [grid] = screen.getAllByRole('list');
  if (!grid) throw new Error('no content grid');
  return within(grid)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === grid);
};

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('CMS content on a host page: components it has no card for', () => {
  it('get no cell: the grid has a cell for each known component, containers opened in place', async () => {
    const { container: page } = renderContent(content());
    expect(cells()).toHaveLength(3);
    for (const cell of cells()) expect(cell).not.toBeEmptyDOMElement();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Spring greens',
      'Delivery Pass',
      'Wine club',
    ]);
    expect(screen.queryByText('Countdown')).not.toBeInTheDocument();
    await expectNoAxeViolations(page);
  });

  it('are each logged once, however often the page renders', () => {
    const { renderAgain } = renderContent(content());
    renderAgain(content());
    renderAgain([...content(), countdown('countdown-later')]);
    expect(warn.mock.calls).toEqual([
      [LEFT_OUT, { resourceType: 'fernleaf/components/countdown', componentId: 'countdown-top' }],
      [LEFT_OUT, { resourceType: 'fernleaf/components/countdown', componentId: 'countdown-inner' }],
      [LEFT_OUT, { resourceType: 'fernleaf/components/countdown', componentId: 'countdown-later' }],
    ]);
  });

  it('leave an empty grid when nothing is known, and no cell at all', () => {
    renderContent([countdown('countdown-alone')]);
    expect(within(screen.getByRole('list')).queryAllByRole('listitem')).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
