import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { federatedTypeFiles, unzipFiles } from '../header-remote/federated-types/types-zip.ts';
import { ThrowawayHost, VITE_LIKE_COMPILER_OPTIONS, type TypeErrors } from '../shared-contracts/test/throwaway-host.ts';
import { ROOT } from './processes.ts';

/**
 * The remote's published types, as a page team's federation plugin unpacks them
 * (`@mf-types/header/*.d.ts`, found through tsconfig `paths`), type-check a host with skipLibCheck
 * on and nothing installed but React's types: no unresolvable import turns the props into `any`.
 */
const USES_THE_HEADER = `
import { Header, contractVersion, type HeaderProps } from 'header/Header';
import { hydrate, mount, type Unmount } from 'header/mount';
import { Footer, mountFooter, type FooterProps } from 'header/Footer';

const props: HeaderProps = {
  services: { api: 'https://api.fernleaf.example' },
  placement: 'home',
  contractVersion: '1.1.0',
  onEvent: (name, payload) => console.log(name, payload),
};
export const page = <Header {...props} features={{ menuBanners: true }} />;
export const unmount: Unmount = mount(document.createElement('div'), props);
export const hydrated: Unmount = hydrate(document.createElement('div'), { placement: 'default' });
export const remoteVersion: string = contractVersion;
const footerProps: FooterProps = props;
export const footer = <Footer {...footerProps} />;
export const unmountFooter: () => void = mountFooter(document.createElement('div'), props);
`;

const WRONG = `
import HeaderDefault from 'header/Header';
import { Header, contractVersion } from 'header/Header';
import { mount } from 'header/mount';
import { Footer } from 'header/Footer';

export const placement = <Header placement="bogus" />;
export const services = <Header services={{ api: 42 }} />;
export const mounted = mount(document.body, { clientLogging: 'yes' });
export const version: number = contractVersion;
export const footer = <Footer services={{ api: 42 }} />;
// No default export: a default import is at most the module object, which is no component.
export const byDefault = <HeaderDefault />;
`;

const files = federatedTypeFiles();
let host: ThrowawayHost;
let errors: TypeErrors;

beforeAll(async () => {
  host = new ThrowawayHost();
  for (const [name, text] of files) host.write(`@mf-types/header/${name}`, text);
  host.linkFromWorkspace('@types/react');
  host.write('src/uses-the-header.tsx', USES_THE_HEADER);
  host.write('src/wrong.tsx', WRONG);
  // What @module-federation's consumeTypes adds to a host's tsconfig.
  errors = await host.typeCheck({ ...VITE_LIKE_COMPILER_OPTIONS, paths: { '*': ['./@mf-types/*'] } }, ['src']);
}, 60_000);

afterAll(() => host?.remove());

const messages = (file: string) => errors.filter((error) => error.file === file).map((error) => error.message);

describe("the remote's published types, in a host outside the workspace", () => {
  it('import nothing but React and each other', () => {
    const imports = [...files.values()].flatMap((text) =>
      [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]),
    );
    expect(new Set(imports)).toEqual(new Set(['react', './Header']));
  });

  it("type-check a host's use of Header, mount, hydrate, Footer and mountFooter", () => {
    expect(messages('src/uses-the-header.tsx')).toEqual([]);
  });

  it('refuse wrong props and a default import, with skipLibCheck on', () => {
    const wrong = messages('src/wrong.tsx');
    expect(wrong.slice(0, 5)).toEqual([
      `TS2322: Type '"bogus"' is not assignable to type 'Placement | undefined'.`,
      "TS2322: Type 'number' is not assignable to type 'string'.",
      "TS2322: Type 'string' is not assignable to type 'boolean | undefined'.",
      "TS2322: Type 'string' is not assignable to type 'number'.",
      "TS2322: Type 'number' is not assignable to type 'string'.",
    ]);
    // TS2604 and TS2786: the module object is no component.
    expect(wrong.slice(5)).toEqual([
      expect.stringMatching(/^TS2604: JSX element type 'HeaderDefault' does not have any construct or call signatures/),
      expect.stringMatching(/^TS2786: 'HeaderDefault' cannot be used as a JSX component/),
    ]);
    expect(errors).toHaveLength(wrong.length);
  });

  it('are what the built remote serves, when it has been built', () => {
    const manifestPath = path.join(ROOT, 'header-remote', 'dist', 'mf-manifest.json');
    if (!existsSync(manifestPath)) return;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { metaData: { types: { zip: string } } };
    const zip = readFileSync(path.join(ROOT, 'header-remote', 'dist', manifest.metaData.types.zip));
    expect(unzipFiles(zip)).toEqual(files);
  });
});
