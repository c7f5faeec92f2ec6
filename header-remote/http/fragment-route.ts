/**
 * GET /fragment: the header rendered for the shopper who asked, as an HTML
 * fragment a page in any stack includes server-side (as Podium or Tailor
 * fragments are): the stylesheets, the markup, its state as JSON, and the
 * standalone script that hydrates it. The page's server forwards the
 * shopper's Cookie header and, for a page with a nonce-based CSP, its nonce
 * as `x-csp-nonce`. It gives the fragment a deadline of its own and shows its
 * fallback header when the fragment is late or fails (docs/page-teams.md).
 *
 * The render is the remote's own server build (dist/server/remoteEntry.js),
 * run through the federation runtime as a host's server runs it, read from disk
 * (own-server-build.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from '@grocer/shared-contracts/zod';
import { CONTRACT_VERSION } from '@grocer/shared-contracts';
import { FeatureFlagsSchema, PlacementSchema, TOKEN_SESSION_COOKIE } from '@grocer/shared-contracts/domain';
import { inlineStylesheetTag, preloadTag } from '@grocer/shared-contracts/hydration-files';
import { tracedFetch } from '@grocer/server-telemetry';
import { servicesBudgetMisses, timeHeaderRender } from '@grocer/server-telemetry/header-render';
import { readCookie } from '../src/lib/cookies.ts';
import { fragmentFiles, type FragmentFiles } from './fragment-files.ts';
import { loadOwnServerBuild } from './own-server-build.ts';

export type FragmentOptions = {
  /** The built remote (dist/): its manifest names the stylesheets; its server build renders. */
  readonly distDir: string;
  /** Where this server is reached by browsers (the fragment's links and scripts point here). */
  readonly publicUrl: string;
  /** The services the header calls, from the shopper's browser and from here. */
  readonly servicesUrl: string;
  /** What the services calls may take in all; past it the header renders what it knows. */
  readonly budgetMs?: number;
  /** Past this, the fragment answers 503 and the page shows its fallback. */
  readonly deadlineMs?: number;
  /**
   * Renders answered at once at most; one more is refused with 503 and `retry-after` (the page
   * shows its fallback). Pages' servers call this for every shopper, so a limit per client would
   * throttle a whole page team; a cap on the work in hand bounds a flood from anyone instead.
   */
  readonly maxInFlight?: number;
};

/** About a second of renders at the remote's measured rate on two cores: more waits are no use to a page. */
const MAX_IN_FLIGHT = 64;

const FEATURES = ['searchHistory', 'sitePinBar', 'menuBanners'] as const;

/** The query a page may send: where it is, and which features it turns on. Nothing else reaches the render. */
const FragmentQuery = z.object({
  placement: z.optional(PlacementSchema),
  features: z.optional(z.string().check(z.maxLength(100))),
});

/** base64url or base64, as CSP nonces are, 16 characters at least (96 bits); anything else is refused, never echoed. */
const NONCE = /^[\w+/-]{16,64}={0,2}$/;
const NONCE_RULE =
  "x-csp-nonce must be the page's CSP nonce: 16 to 64 base64 or base64url characters (a placeholder such as " +
  '__CSP_NONCE_PLACEHOLDER__ that the page replaces will do). The page shows its own header.';

/**
 * A CDN may keep a guest's fragment, but asks each time before using it (a 304 with no body while it
 * is current): a kept fragment names its release's files, and served stale, after a release or with
 * the remote down, it would be a header whose script never starts.
 */
export const GUEST_CACHE_CONTROL = 'public, no-cache';
/** A shopper's fragment is theirs alone (their name, trolley, slot): no shared cache keeps it. */
export const SHOPPER_CACHE_CONTROL = 'private, no-store';
/** What the guest's fragment changes with besides its URL: the session cookie (a shopper's is theirs) and the nonce written into it. */
export const FRAGMENT_VARY = 'Cookie, X-CSP-Nonce';

type ServerModule = {
  renderHeader: (request: {
    props: object;
    cookie?: string;
    budgetMs?: number;
    fetch?: typeof fetch;
  }) => Promise<unknown>;
  headerFragment: (rendered: unknown, props: object, options: { readonly nonce?: string }) => string;
};

const Rendered = z.looseObject({
  html: z.string(),
  stateJson: z.string(),
  complete: z.boolean(),
  budgetMissed: z.optional(z.boolean()),
});

/** The services calls carry the fragment request's trace on (decision 041). */
const servicesFetch = tracedFetch();

/** Registers the route; the answer loads the server build ahead of the first fragment (call it once listening). */
export async function fragmentRoute(
  app: FastifyInstance,
  options: FragmentOptions,
): Promise<{ warm: () => Promise<void> }> {
  const { publicUrl, servicesUrl, budgetMs = 150, deadlineMs = 300, maxInFlight = MAX_IN_FLIGHT } = options;
  let inFlight = 0;
  let serverModule: Promise<ServerModule> | undefined;

  const load = () => {
    serverModule ??= loadOwnServerBuild(options.distDir).then((module) => module as ServerModule);
    serverModule.catch(() => (serverModule = undefined));
    return serverModule;
  };

  let read: Promise<FragmentFiles> | undefined;
  /** The `mount` expose's stylesheets and the scripts the standalone script hydrates with (fragment-files.ts). */
  const files = () => {
    read ??= fragmentFiles(options.distDir, publicUrl);
    read.catch(() => (read = undefined));
    return read;
  };

  app.get('/fragment', async (request, reply) => {
    reply
      // Until an answer is known to be a guest's: refusals and failures are not kept either.
      .header('cache-control', 'no-store')
      .header('vary', FRAGMENT_VARY)
      .header('content-type', 'text/html; charset=utf-8')
      // Included by a page's server, never framed: a page that frames it is not one of ours.
      .header('content-security-policy', "frame-ancestors 'none'")
      .header('x-frame-options', 'DENY');
    if (inFlight >= maxInFlight) {
      timeHeaderRender()('busy');
      request.log.warn({ inFlight }, 'Header fragment refused: too many renders in hand');
      return reply.code(503).header('retry-after', '1').send('');
    }
    inFlight += 1;
    try {
      return await answer(request, reply);
    } finally {
      inFlight -= 1;
    }
  });

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const query = FragmentQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send('Unexpected query: placement is home or default; features a list.');
    const features = Object.fromEntries(
      FEATURES.map((name) => [name, (query.data.features ?? '').split(',').includes(name)]),
    );
    const props = {
      services: { api: servicesUrl },
      placement: query.data.placement ?? 'default',
      features: FeatureFlagsSchema.parse(features),
      contractVersion: CONTRACT_VERSION,
    };
    const nonce = request.headers['x-csp-nonce'];
    if (Array.isArray(nonce) || (nonce !== undefined && !NONCE.test(nonce))) return reply.code(400).send(NONCE_RULE);
    const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
    const shopper = readCookie(TOKEN_SESSION_COOKIE, request.headers.cookie ?? '') === 'true';

    const done = timeHeaderRender();
    const render = (async () => {
      const module = await load();
      const rendered = Rendered.parse(
        await module.renderHeader({ props, cookie: request.headers.cookie, budgetMs, fetch: servicesFetch }),
      );
      if (rendered.budgetMissed) servicesBudgetMisses.inc();
      return {
        fragment: module.headerFragment(rendered, props, { nonce }),
        complete: rendered.complete,
        files: await files(),
      };
    })();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), deadlineMs);
    });
    try {
      const result = await Promise.race([render, late]).finally(() => clearTimeout(timer));
      if (!result) {
        request.log.warn({ deadlineMs }, 'Header fragment passed its deadline');
        done('deadline');
        return reply.code(503).send('');
      }
      done();
      const styles = result.files.stylesheets.map(({ href, css }) => inlineStylesheetTag(href, css, nonce)).join('');
      const preloads = result.files.preloads.map((file) => preloadTag(file, nonce)).join('');
      const script = `<script src="${new URL('standalone.js', publicUrl).href}" defer${nonceAttribute}></script>`;
      const body = `${styles}${result.fragment}${preloads}${script}`;
      if (shopper) return reply.header('cache-control', SHOPPER_CACHE_CONTROL).send(body);
      // A render the services' budget cut short is the header's loading state: right now, not for the next minute.
      if (!result.complete) return reply.send(body);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', GUEST_CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send('');
      return reply.send(body);
    } catch (error) {
      request.log.error({ error: String(error) }, 'Header fragment failed to render');
      done('failed');
      return reply.code(503).send('');
    }
  }
  return {
    warm: () =>
      Promise.all([load(), files()]).then(
        () => undefined,
        (error: unknown) => app.log.warn({ error: String(error) }, 'Could not load the header server build'),
      ),
  };
}
