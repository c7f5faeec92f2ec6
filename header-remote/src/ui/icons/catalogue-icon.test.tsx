import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { CatalogueIcon } from './catalogue-icon.tsx';
import { ICONS, isIconName } from './icon-catalogue.ts';

describe('the icon catalogue', () => {
  it("has the spec's icons: card brands, country flags, basket, trolley, favourites, voucher, van, account", () => {
    for (const name of [
      'visa',
      'mastercard',
      'amex',
      'flag-gb',
      'basket',
      'trolley',
      'favourites',
      'voucher',
      'van',
      'account',
    ]) {
      expect(isIconName(name), name).toBe(true);
    }
  });

  it("has an icon for every department icon the services' catalogue names", () => {
    const departments = ['fresh', 'fruit-veg', 'bakery', 'cupboard', 'frozen', 'drinks', 'household', 'pet', 'baby'];
    const more = ['seasonal', 'barbecue', 'party', 'cake', 'roast', 'offers'];
    for (const name of [...departments, ...more]) expect(isIconName(name), name).toBe(true);
  });

  it('draws every icon as a decorative svg, hidden from screen readers', async () => {
    const { container } = render(
      <p>
        {Object.keys(ICONS).map((name) => (
          <CatalogueIcon key={name} name={name} />
        ))}
      </p>,
    );
    const drawn = container.querySelectorAll('svg');
    expect(drawn).toHaveLength(Object.keys(ICONS).length);
    for (const svg of drawn) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
    }
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('with a label, is an image with that name', async () => {
    const { container } = render(<CatalogueIcon name="warning" label="Warning" />);
    expect(screen.getByRole('img', { name: 'Warning' })).toHaveAttribute('data-icon', 'warning');
    await expectNoAxeViolations(container);
  });

  it('draws nothing for a name it does not have, prototype keys included', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('constructor', 'toString', '__proto__', 'hasOwnProperty')),
        (name) => {
          fc.pre(!isIconName(name));
          const { container, unmount } = render(<CatalogueIcon name={name} />);
          expect(container).toBeEmptyDOMElement();
          unmount();
        },
      ),
      { numRuns: 50 },
    );
  });
});
