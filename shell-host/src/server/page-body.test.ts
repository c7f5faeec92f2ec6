import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  FOOTER_PLACEHOLDER,
  loadPageRenderer,
  PAGE_ANSWERS_PLACEHOLDER,
  PAGE_PLACEHOLDER,
  renderPageBody,
  withPageBody,
} from './page-body.ts';
import { pageText, splitPage } from './page-parts.ts';

const request = { pathname: '/ecom', search: '', servicesUrl: 'http://services.test', cookie: undefined };
const page = {
  parts: splitPage(
    `<div id="root">${PAGE_PLACEHOLDER}</div><div id="footer-slot">${FOOTER_PLACEHOLDER}</div><script type="application/json">${PAGE_ANSWERS_PLACEHOLDER}</script>`,
  ),
  headers: {},
  nonce: 'n',
};
const answersScript = (json: string) => `<script type="application/json">${json}</script>`;

describe('the page body in the first HTML', () => {
  it('puts the rendered body into #root as it is, the footer into its slot, and the answers into their script, "<" escaped', () => {
    const body = {
      html: '<main>£5 $& $1 __PAGE_ANSWERS__ __FOOTER__</main>',
      footer: '<footer>Customer service</footer>',
      header: '<header>Own</header>',
      answers: { '/x': '</script>__PAGE__ $&' },
    };
    expect(pageText(withPageBody(page, body).parts)).toBe(
      '<div id="root"><main>£5 $& $1 __PAGE_ANSWERS__ __FOOTER__</main></div>' +
        '<div id="footer-slot"><footer>Customer service</footer></div>' +
        answersScript('{"/x":"\\u003c/script>__PAGE__ $&"}'),
    );
  });

  it('sends #root empty, and logs why, when the page throws while rendering: the page itself is never failed', async () => {
    const log = vi.fn();
    const body = await renderPageBody(
      () => {
        throw new Error('the page broke');
      },
      request,
      log,
    );
    expect(body).toEqual({ html: '', footer: '', header: '', answers: {} });
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('#root is sent empty'),
      expect.objectContaining({ pathname: '/ecom', error: expect.stringContaining('the page broke') }),
    );
    expect(pageText(withPageBody(page, body).parts)).toBe(
      `<div id="root"></div><div id="footer-slot"></div>${answersScript('{}')}`,
    );
  });

  it('sends #root empty without a server build, and says so once, at start', async () => {
    const log = vi.fn();
    const render = loadPageRenderer(path.join(tmpdir(), 'no-such-build', 'render-page.cjs'), log);
    expect(render).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(await renderPageBody(render, request, log)).toEqual({ html: '', footer: '', header: '', answers: {} });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('refuses a server build that exports no renderPage', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'page-body-')), 'render-page.cjs');
    writeFileSync(file, 'module.exports = { somethingElse: 1 };');
    const log = vi.fn();
    expect(loadPageRenderer(file, log)).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('cannot be loaded'), expect.anything());
  });

  it('loads the renderPage a server build exports', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'page-body-')), 'render-page.cjs');
    writeFileSync(
      file,
      'module.exports = { renderPage: async (request) => ({ html: "<main>" + request.pathname + "</main>", footer: "<footer></footer>", header: "<header></header>", answers: {} }) };',
    );
    const render = loadPageRenderer(file, vi.fn());
    expect(await renderPageBody(render, request, vi.fn())).toEqual({
      html: '<main>/ecom</main>',
      footer: '<footer></footer>',
      header: '<header></header>',
      answers: {},
    });
  });
});
