import { describe, expect, it } from 'vitest';
import { readShellConfig } from './shell-config.ts';

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<script type="application/json" id="shell-config">${json}</script>`;
  return doc;
}

describe('readShellConfig', () => {
  it('reads what the server wrote', () => {
    const config = {
      headerManifestUrl: 'http://localhost:3001/mf-manifest.json',
      servicesUrl: 'http://localhost:4000',
      clientLogging: true,
    };
    expect(readShellConfig(pageWith(JSON.stringify(config)))).toEqual(config);
  });

  it('says clearly when the page was not served by the shell server', () => {
    expect(() => readShellConfig(pageWith('__SHELL_CONFIG__'))).toThrow(/no readable #shell-config JSON/);
  });

  it('rejects a manifest URL that is not http(s)', () => {
    const json = JSON.stringify({
      headerManifestUrl: 'javascript:alert(1)',
      servicesUrl: 'http://x',
      clientLogging: false,
    });
    expect(() => readShellConfig(pageWith(json))).toThrow(/Invalid #shell-config/);
  });
});
