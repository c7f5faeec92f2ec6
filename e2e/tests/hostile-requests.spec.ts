import { request as httpRequest } from 'node:http';
import { HEADER_STATE_SCRIPT_ATTRIBUTE } from '@grocer/shared-contracts/domain';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * What a request says about where it was sent never becomes the page's URL. The header
 * puts the page URL in its state and its links (sign in returns there), so a forged Host header or
 * a request line like `//evil.example/ecom` must not make the page point at another origin.
 */
function rawGet(path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port: E2E_PORTS.host, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const pageUrlIn = (html: string) => {
  const json = new RegExp(`<script type="application/json" ${HEADER_STATE_SCRIPT_ATTRIBUTE}="">(.*?)</script>`).exec(
    html,
  )?.[1];
  return (JSON.parse(json ?? '{}') as { state?: { pageUrl?: string } }).state?.pageUrl;
};

for (const [what, path, host] of [
  ['a forged Host header', '/ecom?x=1', 'evil.example'],
  ['a request line naming another origin', '//evil.example/ecom?x=1', `localhost:${E2E_PORTS.host}`],
] as const) {
  test(`${what} does not become the page's URL`, async () => {
    const html = await rawGet(path, { host });
    expect(pageUrlIn(html)).toBe(`http://localhost:${E2E_PORTS.host}/ecom?x=1`);
    expect(html).not.toContain('evil.example');
  });
}
