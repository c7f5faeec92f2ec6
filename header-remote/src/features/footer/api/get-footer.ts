import { FooterResponse, type FooterGroup } from '@grocer/shared-contracts/domain';
import type { Logger } from '../../../lib/logger.ts';
import { plainCall } from '../../../lib/plain-call.ts';
import { DEFAULT_TIMEOUT_MS, SIGNED_OUT_HEADERS } from '../../../lib/service-calls.ts';

type Options = { readonly baseUrl: string; readonly logger: Logger; readonly signal: AbortSignal };

/**
 * GET content/footer: the footer taxonomy's groups, parsed with the contract. A `plainCall` with the
 * page's fetch, not the header's ky client: the footer is loaded near the bottom of every page, so
 * it stays small and does not bring the shopping chunk. Like every call it carries the bearer and
 * breadcrumb headers, and its answer or its failure is logged with its timing (spec section 7).
 */
export async function getFooter({ baseUrl, logger, signal }: Options): Promise<readonly FooterGroup[]> {
  const answer = await plainCall({
    servicesUrl: new URL(baseUrl, document.baseURI).href,
    path: 'content/footer',
    init: { headers: SIGNED_OUT_HEADERS },
    schema: FooterResponse,
    service: 'content',
    logger,
    signal,
    timeoutMs: DEFAULT_TIMEOUT_MS,
  });
  return answer.groups;
}
