import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_NAMES, parseAnalyticsEvent, type AnalyticsEventMap } from './analytics-events.ts';
import { HeaderEventSchemas } from './events.ts';

/** One payload per event, as the header sends it. */
const EXAMPLES: { [K in keyof AnalyticsEventMap]: AnalyticsEventMap[K] } = {
  modal_open: { modal: 'instant-checkout-choice' },
  modal_close: { modal: 'place-order-error', code: 'ORDER_ORCHESTRATION_111' },
  click_megamenu: { level: 1, name: 'Bakery', path: '/ecom/shop/browse/groceries/bakery' },
  impression: { sponsorshipId: 'ad-dairy', trackingUrls: 'https://ads.example/i/1', vendor: 'adtech' },
  click: { sponsorshipId: 'ad-dairy', trackingUrls: '', vendor: 'adtech' },
  promo_click: {
    promoName: 'Summer',
    componentId: 'cell-1',
    linkText: 'Shop now',
    linkUrl: '/ecom/shop/browse/offers',
  },
  search: { searchTerm: 'milk', source: 'suggestion' },
  search_history_click: { searchTerm: 'bread', position: 2 },
  search_history_remove: { searchTerm: 'bread', position: 1 },
  search_history_clear_all: { count: 6 },
  slot_details_expanded: {
    slotType: 'DELIVERY',
    branchId: '651',
    startDateTime: '2026-11-26T09:00:00Z',
    endDateTime: '2026-11-26T10:00:00Z',
  },
  slot_change_clicked: { slotType: 'DELIVERY', branchId: '651', startDateTime: 'a', endDateTime: 'b' },
  slot_cancelled: { slotType: 'DELIVERY', branchId: '651', startDateTime: 'a', endDateTime: 'b' },
  slot_cancel_failed: { slotType: 'DELIVERY', branchId: '651', startDateTime: 'a', endDateTime: 'b' },
};

describe('the analytics event catalogue', () => {
  it('parses each event against its own entry, and each fits the analytics header event', () => {
    for (const name of ANALYTICS_EVENT_NAMES) {
      const payload = { name, data: EXAMPLES[name] };
      expect(parseAnalyticsEvent(payload), name).toEqual({ success: true, event: payload });
      expect(HeaderEventSchemas.analytics.safeParse(payload).success, name).toBe(true);
    }
  });

  it('refuses a name outside the catalogue, prototype keys included, and data of another shape', () => {
    for (const name of ['search_clicked', 'constructor', '__proto__', '']) {
      expect(parseAnalyticsEvent({ name, data: {} }).success, name).toBe(false);
    }
    expect(parseAnalyticsEvent({ name: 'search', data: { searchTerm: 'milk' } }).success).toBe(false);
    expect(parseAnalyticsEvent({ name: 'click_megamenu', data: { level: '1', name: 'x', path: '/' } }).success).toBe(
      false,
    );
    expect(parseAnalyticsEvent(null).success).toBe(false);
  });

  it('is listed, every name, for tag managers in docs/page-teams.md', () => {
    const docs = readFileSync(path.join(import.meta.dirname, '..', '..', 'docs', 'page-teams.md'), 'utf8');
    const section = docs.slice(docs.indexOf('### Analytics events'));
    for (const name of ANALYTICS_EVENT_NAMES) expect(section, name).toContain(`\`${name}\``);
  });
});
