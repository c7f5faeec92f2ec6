// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverHeader } from './server-header.ts';
import { releaseKeyText, startFakeRemote, type FakeRemote } from './testing/fake-remote.ts';

/** Room for a release's first load, in a worker of its own, on a loaded machine. */
const DEADLINE_MS = 5000;
const NONCE = 'bm9uY2Utb2YtdGhpcy1wYWdl';

let remote: FakeRemote;
beforeAll(async () => {
  remote = await startFakeRemote();
});
afterAll(() => remote.close());

/** A release whose header says who asked, and whose stylesheet says `__nonce__` as text. */
function publish(
  render = "async (request) => ({ html: '<p>for ' + (request.cookie ?? 'a guest') + '</p>', stateJson: '{}', complete: true })",
) {
  remote.publishServerBuild(
    render,
    '(rendered, props, { nonce }) => rendered.html + "<script nonce=" + nonce + "></script>"',
  );
  const manifest = JSON.parse(remote.files.get('mf-manifest.json') ?? '{}');
  manifest.exposes[0].assets.css.sync = ['mount.css'];
  remote.files.set('mf-manifest.json', JSON.stringify(manifest));
  remote.files.set('mount.css', `.a::after{content:"${NONCE}"}`);
  remote.publish();
}

const header = (options: Partial<Parameters<typeof serverHeader>[0]> = {}) =>
  serverHeader({
    manifestUrl: remote.manifestUrl,
    releaseKeys: releaseKeyText,
    props: {},
    deadlineMs: DEADLINE_MS,
    ...options,
  });

describe("the header's server half, one call a page", () => {
  it("gives the live header's head and body for the shopper who asked, each tag with the page's nonce", async () => {
    publish();
    const page = await header().render({ nonce: NONCE, cookie: 'shopper=1', fallback: '<header>own</header>' });
    expect(page.live).toBe(true);
    expect(page.body).toBe(`<p>for shopper=1</p><script nonce=${NONCE}></script>`);
    const origin = new URL(remote.manifestUrl).origin;
    expect(page.head).toBe(
      `<style nonce="${NONCE}" data-href="${origin}/mount.css">.a::after{content:"${NONCE}"}</style>` +
        `<link rel="stylesheet" href="${origin}/mount.css" disabled crossorigin="anonymous" nonce="${NONCE}" />` +
        `<link rel="preload" as="script" href="${origin}/remoteEntry.js" nonce="${NONCE}" />` +
        `<link rel="preload" as="script" href="${origin}/mount.js" crossorigin="anonymous" nonce="${NONCE}" />` +
        `<script src="${origin}/standalone.js" defer nonce="${NONCE}"></script>`,
    );
  });

  it("links the stylesheets for a browser that has them, and leaves standalone.js to a page's own runtime", async () => {
    publish();
    const page = await header({ browser: 'federation-runtime' }).render({ nonce: NONCE, stylesheets: 'linked' });
    expect(page.head).toContain(
      `<link rel="stylesheet" href="${new URL('mount.css', remote.manifestUrl).href}" crossorigin="anonymous" nonce="${NONCE}" />`,
    );
    expect(page.head).toContain(`<link rel="preload" as="fetch" href="${remote.manifestUrl}"`);
    expect(page.head).not.toContain('<style');
    expect(page.head).not.toContain('standalone.js');
  });

  it("gives each page its own nonce, and never puts one into a release's stylesheet text", async () => {
    publish();
    const server = header();
    const other = 'b3RoZXItbm9uY2Utb2YtcGFnZQ';
    const [first, second] = [await server.render({ nonce: NONCE }), await server.render({ nonce: other })];
    expect(second.head).toBe(first.head.replaceAll(`nonce="${NONCE}"`, `nonce="${other}"`));
    expect(second.head).toContain(`content:"${NONCE}"`);
    expect(second.headParts).toBe(first.headParts);
  });

  it("reuses a guest's header from the worker for the next guests on the page, each with their own nonce", async () => {
    const guestState = JSON.stringify({ auth: { status: 'signed-out', hasTokenSession: false }, complete: true });
    publish(
      `(() => { let renders = 0; return async (request) => ({ html: '<p>render ' + (renders += 1) + ' for ' + (request.cookie ?? 'a guest') + '</p>', stateJson: ${JSON.stringify(guestState)}, complete: true }); })()`,
    );
    const server = header();
    const other = 'b3RoZXItbm9uY2Utb2YtcGFnZQ';
    const first = await server.render({ nonce: NONCE });
    const second = await server.render({ nonce: other, cookie: 'consent=yes' });
    // The release renders a guest's and a shopper's header before it serves: the counting starts after them.
    const html = /<p>render \d+ for a guest<\/p>/.exec(first.body)?.[0] ?? 'no render';
    expect(first.body).toBe(`${html}<script nonce=${NONCE}></script>`);
    expect(second.body).toBe(`${html}<script nonce=${other}></script>`);
    expect(second.bodyParts).toBe(first.bodyParts);
    // A shopper's header is theirs alone, and so is one for another page.
    const shopper = await server.render({ nonce: NONCE, cookie: 'X-Has-Token-Session=true' });
    expect(shopper.body).toContain('for X-Has-Token-Session=true');
    const elsewhere = await server.render({ nonce: NONCE, pageUrl: 'https://shop.example/ecom/offers' });
    expect(elsewhere.body).toMatch(/render \d+ for a guest/);
    expect(elsewhere.body).not.toContain(html);
  });

  it("renders every page again when the release does not say the header is a whole guest's", async () => {
    publish(
      '(() => { let renders = 0; return async () => ({ html: \'<p>render \' + (renders += 1) + \'</p>\', stateJson: \'{"auth":{"status":"signed-out","hasTokenSession":false},"complete":false}\', complete: false }); })()',
    );
    const server = header();
    const first = await server.render({ nonce: NONCE });
    expect((await server.render({ nonce: NONCE })).body).not.toBe(first.body);
  });

  it("gives the page's own header by the deadline when the render is not done", async () => {
    publish('() => new Promise(() => {})');
    const started = performance.now();
    const page = await header({ deadlineMs: 300 }).render({ nonce: NONCE, fallback: '<header>own</header>' });
    expect(page).toEqual({ head: '', body: '<header>own</header>', live: false, headParts: [''] });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("gives the page's own header for a page that asks wrongly, and says why", async () => {
    publish();
    const logged: string[] = [];
    const server = header({ log: (message) => logged.push(message) });
    const page = await server.render({ nonce: '"><script>', fallback: '<header>own</header>' });
    expect(page.body).toBe('<header>own</header>');
    expect(logged).toEqual(['serverHeader: a page asked wrongly; it has its own header']);
  });

  it('refuses to start with no release key or a manifest that is not http(s)', () => {
    expect(() => header({ releaseKeys: ' , ' })).toThrow(/no release key/);
    expect(() => header({ manifestUrl: 'file:///mf-manifest.json' })).toThrow(TypeError);
  });
});
