import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HeaderRoot } from '../testing/header-under-test.tsx';
import { CmsComponents } from './cms-components.tsx';
import { hostileComponent, unsafeMarkup } from './testing/hostile-content.ts';

describe('CMS components with hostile data', () => {
  it('never render a script, an event handler, an unsafe link or image, or a link inside a link', () => {
    fc.assert(
      fc.property(fc.array(hostileComponent, { maxLength: 4 }), (components) => {
        const { container, unmount } = render(
          <HeaderRoot input={{ services: { api: 'http://api.test' } }}>
            <CmsComponents components={components} />
          </HeaderRoot>,
        );
        try {
          expect(unsafeMarkup(container)).toEqual([]);
        } finally {
          unmount();
        }
      }),
      { numRuns: 200 },
    );
  });
});
