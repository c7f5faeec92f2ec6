import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { TermSuggestResponse } from '@grocer/shared-contracts/domain';
import type { AppDeps } from '../../../app-deps.ts';
import { parseInput } from '../../../http/parse-input.ts';
import { requireCatalogueCaller } from '../catalogue-caller.ts';
import { type CatalogueWatch, watchCatalogueVersion } from '../catalogue-version.ts';
import { singleValue } from '../query-values.ts';
import { termIndexFor } from './term-index-cache.ts';

/** Longer input is cut by the sanitiser anyway; this only bounds what is read. */
const TermSuggestQuery = z.object({ term: z._default(z.string().check(z.maxLength(1000)), '') });

export function registerSuggestRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/term-suggest', async (request, reply) => {
    requireCatalogueCaller(request);
    const raw = request.query as Record<string, unknown>;
    const { term } = parseInput(TermSuggestQuery, { term: singleValue(raw['term']) }, 'query');
    const index = await termIndexFor(db, now().getTime());
    const body = TermSuggestResponse.parse({ terms: index.suggest(term) });
    return reply.header('cache-control', 'public, max-age=300').send(body);
  });

  // main.ts seeds before it listens: warm the index then, so the first keystroke is fast. From
  // then on, a catalogue change made by any process (or tool) rebuilds it here too.
  let watch: CatalogueWatch | undefined;
  app.addHook('onListen', async () => {
    watch = watchCatalogueVersion(db, now, (error) =>
      app.log.warn({ err: error }, 'Could not read the catalogue version; will try again'),
    );
    await watch.ready;
    try {
      await termIndexFor(db, now().getTime());
    } catch (error) {
      app.log.warn({ err: error }, 'Could not build the term suggestion index yet; will retry on first use');
    }
  });
  app.addHook('onClose', async () => watch?.stop());
}
