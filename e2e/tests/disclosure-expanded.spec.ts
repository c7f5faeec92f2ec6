import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * What a screen reader is told of the disclosures the server draws a popover for (Groceries,
 * My account, the booked slot): collapsed or expanded, read from Chromium's accessibility tree,
 * not from `aria-expanded`, which Chromium (and WebKit) pass over for the state of the popover a
 * button names. Before the header is live the browser opens the server's popover and says so;
 * live, the state is the live disclosure's. Firefox's and WebKit's drivers cannot read the state
 * (WebDriver gives a computed role and label only).
 */
test.use({ wakeHeader: false, viewport: { width: 1280, height: 900 } });

type TreeButton = { readonly name: string; readonly expanded: boolean | undefined };

type QueriedNode = {
  name?: { value?: unknown };
  properties?: { name: string; value: { value?: unknown } }[];
};

/** The header's buttons as Chromium's accessibility tree has them: each one's name and expanded state. */
async function buttonsInTree(page: Page): Promise<TreeButton[]> {
  const client = await page.context().newCDPSession(page);
  try {
    const { result } = await client.send('Runtime.evaluate', {
      expression: 'document.querySelector("[data-header-ssr]")',
    });
    const { nodes } = (await client.send('Accessibility.queryAXTree', {
      objectId: result.objectId,
      role: 'button',
    })) as { nodes: QueriedNode[] };
    return nodes.map((node) => {
      const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value;
      return { name: String(node.name?.value ?? ''), expanded: typeof expanded === 'boolean' ? expanded : undefined };
    });
  } finally {
    await client.detach();
  }
}

/** The expanded state the tree gives the one header button named `name`. */
async function expandedInTree(page: Page, name: RegExp): Promise<boolean | undefined | string> {
  const found = (await buttonsInTree(page)).filter((button) => name.test(button.name));
  return found.length === 1 ? found[0]?.expanded : `${found.length} buttons named ${String(name)}`;
}

const CONTROLS = [
  { label: 'Groceries', name: /^Groceries$/ },
  { label: 'My account', name: /^My account$/ },
  { label: 'the Delivery slot', name: /^Delivery slot: / },
] as const;

const header = (page: Page) => page.locator('[data-header-ssr]');

async function signIn(request: APIRequestContext) {
  const response = await request.post(`http://localhost:${E2E_PORTS.services}/v1/auth/sign-in`, {
    data: { email: 'booked@example.com', password: 'groceries' },
  });
  expect(response.status()).toBe(200);
}

/** Holds the header's code on its way until `release`, so the page stays as the server drew it. */
async function holdHeaderCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/header-live\.[0-9a-f]{8}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('live, each disclosure is collapsed, expanded once pressed and collapsed again on the next press', async ({
  page,
}) => {
  await signIn(page.request);
  await page.goto('/ecom');
  await expect(header(page)).toHaveAttribute('data-header-hydrated', '', { timeout: 10_000 });
  for (const { label, name } of CONTROLS) {
    await test.step(label, async () => {
      const button = page.getByRole('banner').getByRole('button', { name });
      await expect.poll(() => expandedInTree(page, name)).toBe(false);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => expandedInTree(page, name)).toBe(true);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(() => expandedInTree(page, name)).toBe(false);
    });
  }
});

for (const { label, name } of CONTROLS) {
  test(`${label}: the browser's state before the header is live, the live disclosure's after`, async ({ page }) => {
    await signIn(page.request);
    const release = await holdHeaderCode(page);
    await page.goto('/ecom');
    const button = page.getByRole('banner').getByRole('button', { name });

    // Before live, the server's popover: the browser says whether it is open.
    await expect.poll(() => expandedInTree(page, name)).toBe(false);
    await button.click();
    await expect.poll(() => expandedInTree(page, name)).toBe(true);
    await expect(header(page)).not.toHaveAttribute('data-header-hydrated');

    release();
    await expect(header(page)).toHaveAttribute('data-header-hydrated', '', { timeout: 10_000 });
    // The popover opened before live is still open, and still said to be.
    await expect.poll(() => expandedInTree(page, name)).toBe(true);
    // Live, a press on it closes it; the next opens the live disclosure, and the tree says so.
    await button.click();
    await expect.poll(() => expandedInTree(page, name)).toBe(false);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => expandedInTree(page, name)).toBe(true);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => expandedInTree(page, name)).toBe(false);
  });
}
