import { expect, it } from 'vitest';
import { RATE_LIMITS } from './rate-limit-rules.ts';

it('takes at least 100 clients, each at its own limit, to fill any site-wide limit', () => {
  for (const [write, rules] of Object.entries(RATE_LIMITS)) {
    const { overall } = rules;
    // Sign-on refusals count per account that asks: there, an account is the client.
    const perClient = 'perClient' in rules ? rules.perClient : rules.perAccount;
    // What one client can add to one overall window: its limit once per its own window.
    const oneClient = perClient.limit * Math.max(1, overall.windowMs / perClient.windowMs);
    expect(overall.limit / oneClient, write).toBeGreaterThanOrEqual(100);
  }
});
