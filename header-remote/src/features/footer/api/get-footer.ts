import { FooterResponse, type FooterGroup } from '@grocer/shared-contracts/domain';
import { DEFAULT_TIMEOUT_MS, readAnswer, serviceBase, SIGNED_OUT_HEADERS } from '../../../lib/service-calls.ts';
import type { Logger } from '../../../lib/logger.ts';

type Options = { readonly baseUrl: string; readonly logger: Logger; readonly signal: AbortSignal };

/**
 * GET content/footer: the footer taxonomy's groups, parsed with the contract. One public call
 * with the page's fetch, not the header's ky client: the footer is loaded near the bottom of
 * every page, so it stays a few hundred bytes and does not bring the shopping chunk. Like every
 * call it carries the bearer and breadcrumb headers and is logged with its timing (spec section 7).
 */
export async function getFooter({ baseUrl, logger, signal }: Options): Promise<readonly FooterGroup[]> {
  const url = new URL('content/footer', serviceBase(new URL(baseUrl, document.baseURI).href));
  const started = performance.now();
  const response = await fetch(url, {
    headers: SIGNED_OUT_HEADERS,
    signal: AbortSignal.any([signal, AbortSignal.timeout(DEFAULT_TIMEOUT_MS)]),
  });
  const record = {
    service: 'content',
    path: url.pathname,
    status: response.status,
    duration: Math.round(performance.now() - started),
  };
  if (!response.ok) {
    logger.error('API error response', { ...record, message: response.statusText || `HTTP ${response.status}` });
    throw new Error(`Footer answered ${response.status}`);
  }
  logger.info('API response', record);
  return (await readAnswer(response, FooterResponse, 'content/footer')).groups;
}
