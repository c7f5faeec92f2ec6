import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered component and fails with the violations listed.
 * jsdom cannot compute colour contrast, so that rule runs in the browser
 * tests (Storybook and end-to-end) instead.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`,
  );
  expect(summary).toEqual([]);
}
