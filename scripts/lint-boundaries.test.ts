import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { recipeFiles } from '../e2e/support/recipes/docs-recipes.ts';
import { ROOT } from './processes.ts';

const eslint = new ESLint({ cwd: ROOT });

async function ruleErrors(ruleId: string, file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${ROOT}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const boundaryErrors = (file: string, source: string) => ruleErrors('no-restricted-imports', file, source);
const layerErrors = (file: string, source: string) => ruleErrors('layers/layers', file, source);
const cycleErrors = (file: string, source: string) => ruleErrors('layers/no-cycle', file, source);

describe('the app boundary lint rule', () => {
  it.each([
    ['header-remote/src/app/x.ts', "import { findPage } from '../../../shell-host/src/pages/routes.ts';", 'shell-host'],
    ['header-remote/src/x.ts', "import { buildApp } from '@grocer/services';", 'services'],
    ['shell-host/src/x.ts', "import { Header } from '../../header-remote/src/app/header.tsx';", 'header-remote'],
    ['services/src/x.ts', "import { Header } from '@grocer/header-remote/header';", 'header-remote'],
    ['header-loader/src/x.ts', "import { mount } from '../../header-remote/src/expose/mount.tsx';", 'header-remote'],
    ['shell-host/src/x.ts', "import { mountHeader } from '../../header-loader/src/mount-header.ts';", 'header-loader'],
    ['header-remote/src/x.ts', "import { SiteHeader } from '@grocer/header-loader';", 'header-loader'],
  ])('stops %s importing another app', async (file, source, other) => {
    expect(await boundaryErrors(file, `${source}\nexport {};\n`)).toEqual([
      expect.stringContaining(`must not import ${other}: only @grocer/shared-contracts is shared`),
    ]);
  });

  it("lets the reference host install the page teams' loader, as a page team does", async () => {
    const source = "import { mountHeader, SiteHeader } from '@grocer/header-loader';\nexport {};\n";
    expect(await boundaryErrors('shell-host/src/bootstrap.tsx', source)).toEqual([]);
  });

  it.each([
    'shell-host/src/api/fake-services.ts',
    'header-remote/src/shopping/fake-trolley.ts',
    'services/src/db/fake-db.ts',
  ])('refuses a test fake among production code: %s', async (file) => {
    expect(await ruleErrors('no-restricted-syntax', file, 'export const fake = 1;\n')).toEqual([
      expect.stringContaining('A test fake lives in a testing/ folder'),
    ]);
  });

  it.each([
    ['header-remote/src/server/x.ts', "import { tracedFetch } from '@grocer/server-telemetry';"],
    ['shell-host/src/pages/x.ts', "import { trace } from '@opentelemetry/api';"],
  ])('keeps metrics and traces out of browser code: %s', async (file, source) => {
    expect(await ruleErrors('@typescript-eslint/no-restricted-imports', file, `${source}\nexport {};\n`)).toEqual([
      expect.stringContaining('Metrics and traces are for the servers'),
    ]);
  });

  it("lets the host's server use them", async () => {
    const source = "import { tracedFetch } from '@grocer/server-telemetry';\nexport {};\n";
    expect(await ruleErrors('@typescript-eslint/no-restricted-imports', 'shell-host/src/server/x.ts', source)).toEqual(
      [],
    );
  });

  it('lets a test fake live in a testing/ folder', async () => {
    expect(
      await ruleErrors(
        'no-restricted-syntax',
        'shell-host/src/api/testing/fake-services.ts',
        'export const fake = 1;\n',
      ),
    ).toEqual([]);
  });

  it.each([
    "import { runSeed } from '@grocer/services/src/seed/seed-steps.ts';",
    "import { migrate } from '../../../services/src/db/migrate.ts';",
  ])('stops the bench reaching into the services: %s', async (source) => {
    expect(await boundaryErrors('bench/src/services/x.ts', `${source}\nexport {};\n`)).toEqual([
      expect.stringContaining("the services' public entry"),
    ]);
  });

  it('lets the bench use the services through their public entry', async () => {
    expect(
      await boundaryErrors('bench/src/services/x.ts', "import { runSeed } from '@grocer/services';\nexport {};\n"),
    ).toEqual([]);
  });

  it.each(['header-remote/src/x.ts', 'shell-host/src/x.ts', 'shared-contracts/src/x.ts'])(
    'stops %s validating with its own zod: the page shares the contracts’ one',
    async (file) => {
      expect(await boundaryErrors(file, "import * as z from 'zod/mini';\nexport const s = z.string();\n")).toEqual([
        expect.stringContaining('Validate with @grocer/shared-contracts/zod'),
      ]);
    },
  );

  it('lets the contracts’ zod module and the services import zod itself', async () => {
    const source = "import * as z from 'zod/mini';\nexport const s = z.string();\n";
    expect(await boundaryErrors('shared-contracts/src/zod.ts', source)).toEqual([]);
    expect(await boundaryErrors('services/src/x.ts', source)).toEqual([]);
  });

  it('lets every app import the shared contracts', async () => {
    for (const app of ['header-remote', 'shell-host', 'services']) {
      const source =
        "import { CONTRACT_VERSION } from '@grocer/shared-contracts/domain';\nexport { CONTRACT_VERSION };\n";
      expect(await boundaryErrors(`${app}/src/x.ts`, source)).toEqual([]);
    }
  });
});

describe("page-team code's door to the contract", () => {
  const contractErrors = (file: string, source: string) =>
    ruleErrors('@typescript-eslint/no-restricted-imports', file, `${source}\nexport {};\n`);
  const pastTheFace = "Page-team code imports the contract's face, '@grocer/shared-contracts', or an entry";
  const byItsFiles = "Page-team code imports the contract by its package name, '@grocer/shared-contracts'";

  it.each([
    ['header-loader/src/x.ts', "import { SignInResponse } from '@grocer/shared-contracts/domain';", pastTheFace],
    ['header-loader/src/x.ts', "import { ROUTES } from '@grocer/shared-contracts/page-teams';", pastTheFace],
    [
      'docs/page-teams/webpack/src/x.tsx',
      "import { STORY_IMAGE_SRC } from '@grocer/shared-contracts/cms-builders';",
      pastTheFace,
    ],
    ['e2e/fixtures/runtime-page/x.js', "import { ROUTES } from '@grocer/shared-contracts/domain';", pastTheFace],
    ['header-loader/src/x.ts', "import { HEADER_LAYOUT } from '../../shared-contracts/src/layout.ts';", byItsFiles],
  ])('stops %s importing the contract past its face: %s', async (file, source, message) => {
    expect(await contractErrors(file, source)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    "import { ROUTES, type HeaderProps } from '@grocer/shared-contracts';",
    "import { reportHeaderOutage } from '@grocer/shared-contracts/header-outage';",
    "import { whenFocusIsOutside } from '@grocer/shared-contracts/focus-outside';",
    "import { hydrationFiles } from '@grocer/shared-contracts/hydration-files';",
  ])('lets the loader import what the published package carries: %s', async (source) => {
    expect(await contractErrors('header-loader/src/x.ts', source)).toEqual([]);
  });

  it('keeps the recipes, as docs/page-teams/ prints them, to it', async () => {
    const code = recipeFiles().filter((recipe) => /\.(?:[jt]sx?|mjs)$/.test(recipe.file));
    expect(code.length).toBeGreaterThan(5);
    const errors = await Promise.all(
      code.map(async ({ app, file, text }) => contractErrors(`docs/page-teams/${app}/${file}`, text)),
    );
    expect(errors.flat()).toEqual([]);
  });
});

describe("the header's layer rules (entries → app → features → navigation → shopping → content → ui → lib)", () => {
  const src = 'header-remote/src';

  it.each([
    [
      'a feature importing another feature',
      'features/account/account-links.tsx',
      "import { MenuAside } from '../mega-menu/menu-aside.tsx';",
      'A feature must not import another feature (features/account imports features/mega-menu)',
    ],
    [
      'a feature importing another feature, from a subfolder by a path that climbs out and back',
      'features/checkout/instant-checkout/placing-modal.tsx',
      "import { SlotButton } from '../../slot/../slot/slot-button.tsx';",
      'A feature must not import another feature (features/checkout imports features/slot)',
    ],
    [
      'a feature importing app/',
      'features/slot/slot-button.tsx',
      "import { HeaderFrame } from '../../app/header-frame.tsx';",
      'A feature must not import app/',
    ],
    [
      "a feature's test importing app/ rather than the test root",
      'features/slot/slot-button.test.tsx',
      "import { HeaderRoot } from '../../app/header-root.tsx';",
      'A feature must not import app/',
    ],
    [
      "a feature's story importing another feature",
      'features/mobile-menu/mobile-menu.stories.tsx',
      "import { Logo } from '../brand/logo.tsx';",
      'A feature must not import another feature (features/mobile-menu imports features/brand)',
    ],
    [
      'a middle layer importing a feature',
      'shopping/initial-state.ts',
      "import { useNow } from '../features/amend/use-now.ts';",
      'shopping/ must not import features/amend',
    ],
    [
      'a middle layer importing app/',
      'navigation/navigation-loader.tsx',
      "import { HeaderRoot } from '../app/header-root.tsx';",
      'navigation/ must not import app',
    ],
    [
      'ui/ importing a feature',
      'ui/modal.tsx',
      "import { Logo } from '../features/brand/logo.tsx';",
      'ui/ must not import features/brand',
    ],
    [
      'ui/ importing a middle layer',
      'ui/modal.tsx',
      "import { authStateAtom } from '../shopping/auth-state.ts';",
      'ui/ must not import shopping',
    ],
    [
      "ui/'s test importing app/",
      'ui/modal.test.tsx',
      "import { HeaderRoot } from '../app/header-root.tsx';",
      'ui/ must not import app',
    ],
    [
      'lib/ importing a feature',
      'lib/page-url.ts',
      "import { isCurrentPage } from '../features/link-bar/primary-links.ts';",
      'lib/ must not import features/link-bar',
    ],
    [
      'lib/ importing ui/',
      'lib/page-url.ts',
      "import { highlightSegments } from '../ui/highlight.ts';",
      'lib/ must not import ui',
    ],
    [
      'production code importing the test root',
      'features/slot/slot-button.tsx',
      "import { HeaderRoot } from '../../testing/header-under-test.tsx';",
      'Production code must not import testing/',
    ],
    [
      'a re-export from another feature',
      'features/top-bar/top-bar.tsx',
      "export { Logo } from '../brand/logo.tsx';",
      'A feature must not import another feature (features/top-bar imports features/brand)',
    ],
    [
      'a dynamic import of another feature',
      'features/checkout/load-choice.ts',
      "export const load = () => import('../amend/amend-bar.tsx');",
      'A feature must not import another feature (features/checkout imports features/amend)',
    ],
    [
      'shopping/ importing navigation/, which imports shopping/ (a loop between the folders)',
      'shopping/initial-state.ts',
      "import { taxonomyLoadedAtom } from '../navigation/navigation-state.ts';",
      'shopping/ must not import navigation',
    ],
    [
      'content/ importing shopping/',
      'content/cms-components.tsx',
      "import { authStateAtom } from '../shopping/auth-state.ts';",
      'content/ must not import shopping',
    ],
    [
      "app/ importing an entry (the remote's exposes, server build and page script sit above it)",
      'app/header.tsx',
      "import { mount } from '../expose/mount.tsx';",
      'app/ must not import expose',
    ],
    [
      'a feature importing the server build',
      'features/search/search-box.tsx',
      "import { renderHeader } from '../../server/render-header.tsx';",
      'features/search/ must not import server',
    ],
    [
      'lib/ importing the page-team script',
      'lib/logger.ts',
      "import { HEADER_EVENT } from '../standalone/standalone.ts';",
      'lib/ must not import standalone',
    ],
  ])('stops %s', async (_case, file, source, message) => {
    expect(await layerErrors(`${src}/${file}`, `${source}\nexport {};\n`)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    [
      'a feature importing its own files and every layer below it',
      'features/account/account-links.tsx',
      [
        "import { DeliveryPassLoader } from './delivery-pass/delivery-pass-loader.tsx';",
        "import { MenuBanners } from '../../navigation/menu-banners/menu-banners.tsx';",
        "import { authStateAtom } from '../../shopping/auth-state.ts';",
        "import { CmsComponents } from '../../content/cms-components.tsx';",
        "import { Button } from '../../ui/button.tsx';",
        "import { loginUrl } from '../../lib/account-urls.ts';",
      ],
    ],
    [
      "a feature's test and story mounting the header from the test root",
      'features/slot/slot-button.test.tsx',
      ["import { HeaderRoot } from '../../testing/header-under-test.tsx';"],
    ],
    [
      "a feature's testing helper mounting the header from the test root",
      'features/search/testing/render-search.tsx',
      ["import { HeaderRoot } from '../../../testing/header-under-test.tsx';"],
    ],
    [
      "ui/'s story mounting the header from the test root",
      'ui/error-modal.stories.tsx',
      ["import { HeaderRoot } from '../testing/header-under-test.tsx';"],
    ],
    [
      'the middle layers importing each other and the layers below',
      'navigation/navigation-loader.tsx',
      [
        "import { authStateAtom } from '../shopping/auth-state.ts';",
        "import { CmsComponents } from '../content/cms-components.tsx';",
        "import { useNow } from '../lib/use-now.ts';",
      ],
    ],
    ['ui/ importing lib/', 'ui/modal.tsx', ["import { logger } from '../lib/logger.ts';"]],
    [
      'an entry importing app/, a feature it exposes and the layers below',
      'expose/footer.tsx',
      [
        "import { Header } from '../app/header.tsx';",
        "export { Footer } from '../features/footer/footer.tsx';",
        "import { getHeaderState } from '../shopping/api/get-header-state.ts';",
        "import { logger } from '../lib/logger.ts';",
      ],
    ],
    [
      'app/ importing features',
      'app/header-frame.tsx',
      [
        "import { Logo } from '../features/brand/logo.tsx';",
        "import { TopBar } from '../features/top-bar/top-bar.tsx';",
      ],
    ],
  ])('lets through %s', async (_case, file, imports) => {
    expect(await layerErrors(`${src}/${file}`, `${imports.join('\n')}\nexport {};\n`)).toEqual([]);
  });

  it('stops an import cycle, following relative imports through other folders', async () => {
    // signed-in-links.tsx imports ./account-menu.tsx, which imports ./delivery-pass/use-delivery-pass-href.ts
    // by way of ./account-menu-panel.tsx; that hook imports shopping/delivery-pass-state.ts.
    const source =
      "import { SignedInLinks } from '../features/account/signed-in-links.tsx';\nexport { SignedInLinks };\n";
    expect(await cycleErrors(`${src}/shopping/delivery-pass-state.ts`, source)).toEqual([
      'Import cycle: shopping/delivery-pass-state.ts → features/account/signed-in-links.tsx → ' +
        'features/account/account-menu.tsx → features/account/account-menu-panel.tsx → ' +
        'features/account/delivery-pass/use-delivery-pass-href.ts → shopping/delivery-pass-state.ts.',
    ]);
  });

  it('stops a two-file cycle, and a type-only import closes one too', async () => {
    // menu-banners.tsx imports ./banner-ad-card.tsx.
    const source = "import type { MenuBannersProps } from './menu-banners.tsx';\nexport type { MenuBannersProps };\n";
    expect(await cycleErrors(`${src}/navigation/menu-banners/banner-ad-card.tsx`, source)).toEqual([
      'Import cycle: navigation/menu-banners/banner-ad-card.tsx → navigation/menu-banners/menu-banners.tsx → ' +
        'navigation/menu-banners/banner-ad-card.tsx.',
    ]);
  });

  it('lets through an import that does not lead back', async () => {
    const source = "import { useMenuBanners } from '../navigation-loader.tsx';\nexport { useMenuBanners };\n";
    expect(await cycleErrors(`${src}/navigation/menu-banners/banner-ad-card.tsx`, source)).toEqual([]);
  });
});

describe("the services' feature rules (declared, acyclic uses; db/ and http/ below every feature)", () => {
  const src = 'services/src';
  const featureErrors = (file: string, source: string) =>
    ruleErrors('layers/features', `${src}/${file}`, `${source}\nexport {};\n`);

  it.each([
    [
      'a feature importing one it does not declare',
      'features/catalogue/catalogue-routes.ts',
      "import { loadTrolleyLines } from '../trolley/trolley-lines.ts';",
      'features/catalogue must not import features/trolley (../trolley/trolley-lines.ts): declare "catalogue" uses "trolley"',
    ],
    [
      'the trolley importing the orders, which build on it (the loop order-records broke)',
      'features/trolley/trolley-service.ts',
      "import { placeOrder } from '../orders/place-order.ts';",
      'features/trolley must not import features/orders',
    ],
    [
      'db/ importing a feature',
      'db/database.ts',
      "import { hashPassword } from '../features/auth/password.ts';",
      'db/ must not import features/auth (../features/auth/password.ts): every features folder builds on it',
    ],
    [
      'http/ importing the app',
      'http/errors.ts',
      "import { buildApp } from '../app.ts';",
      'http/ must not import the app (../app.ts)',
    ],
    [
      'a feature importing the app',
      'features/health/health-routes.ts',
      "import { buildApp } from '../../app.ts';",
      'features/health must not import the app (../../app.ts)',
    ],
  ])('stops %s', async (_case, file, source, message) => {
    expect(await featureErrors(file, source)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    [
      'a declared use',
      'features/orders/place-order.ts',
      "import { evaluateTrolley } from '../trolley/evaluate-trolley.ts';",
    ],
    [
      'a feature building on db/ and http/',
      'features/health/health-routes.ts',
      "import { notFound } from '../../http/errors.ts';",
    ],
    [
      'a test composing features',
      'features/catalogue/x.test.ts',
      "import { loadTrolleyLines } from '../trolley/trolley-lines.ts';",
    ],
    [
      "the seed, which puts every feature's demo data together",
      'seed/seed-steps.ts',
      "import { seedContent } from '../features/content/content-seed.ts';",
    ],
  ])('lets through %s', async (_case, file, source) => {
    expect(await featureErrors(file, source)).toEqual([]);
  });

  it('refuses to start when the declared uses loop', async () => {
    const looping = new ESLint({
      cwd: ROOT,
      overrideConfig: {
        files: ['services/src/**/*.ts'],
        rules: {
          'layers/features': [
            'error',
            {
              root: 'services/src',
              folder: 'features',
              uses: { trolley: ['order-records', 'orders'], orders: ['trolley'] },
            },
          ],
        },
      },
    });
    await expect(
      looping.lintText('export {};\n', { filePath: `${ROOT}/${src}/features/trolley/x.ts` }),
    ).rejects.toThrow('The declared uses of services/src/features loop: trolley → orders → trolley.');
  });

  it('stops an import cycle between files of the services', async () => {
    // app.ts imports ./features/health/health-routes.ts.
    const errors = await ruleErrors(
      'layers/no-cycle',
      `${src}/features/health/health-routes.ts`,
      "import { buildApp } from '../../app.ts';\nexport { buildApp };\n",
    );
    expect(errors).toEqual([expect.stringContaining('Import cycle: features/health/health-routes.ts → app.ts')]);
  });
});

describe("the host's page rules (pages share through shared/ and products/, never through each other)", () => {
  const src = 'shell-host/src';
  const pageErrors = (file: string, source: string) =>
    ruleErrors('layers/features', `${src}/${file}`, `${source}\nexport {};\n`);

  it('stops a page importing another page', async () => {
    expect(
      await pageErrors(
        'pages/view-order/order-details.tsx',
        "import { MyOrdersPage } from '../my-orders/my-orders-page.tsx';",
      ),
    ).toEqual([expect.stringContaining('pages/view-order must not import pages/my-orders')]);
  });

  it('stops the product listing importing the search page it serves', async () => {
    expect(
      await pageErrors('pages/products/product-list.tsx', "import { SearchPage } from '../search/search-page.tsx';"),
    ).toEqual([expect.stringContaining('pages/products must not import pages/search')]);
  });

  it('stops the shared parts importing a page', async () => {
    expect(
      await pageErrors('pages/shared/slot-text.ts', "import { TrolleyPage } from '../trolley/trolley-page.tsx';"),
    ).toEqual([expect.stringContaining('pages/shared must not import pages/trolley')]);
  });

  it('lets a page use shared/, a declared part, and the files beside the pages', async () => {
    expect(
      await pageErrors(
        'pages/search/search-page.tsx',
        [
          "import { LoadFailure } from '../shared/load-failure.tsx';",
          "import { ProductSearchResults } from '../products/product-search-results.tsx';",
          "import type { PageProps } from '../page-props.ts';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('the contracts hold no import loop', () => {
  it('stops a rules module importing the schemas that build on it, a type-only import included', async () => {
    // footer.ts imports ./footer-links.ts (the limits and the href rule its schema checks).
    const source = "import type { FooterLink } from './footer.ts';\nexport type { FooterLink };\n";
    expect(await ruleErrors('layers/no-cycle', 'shared-contracts/src/footer-links.ts', source)).toEqual([
      'Import cycle: footer-links.ts → footer.ts → footer-links.ts.',
    ]);
  });
});
