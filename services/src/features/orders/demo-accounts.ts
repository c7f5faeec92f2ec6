import type { BookableSlotType, OrderState } from '@grocer/shared-contracts/domain';

/**
 * Demo shoppers that put the header in each of its states. Invented; safe to
 * publish. Customer ids C-11xx, orders 91xxxxx, addresses A-11xx. All shop
 * from branch 651 (Richmond), which delivers to TW postcodes.
 */

export const DEMO_PASSWORD = 'groceries';
export const DEMO_BRANCH_ID = '651';

/** What the seed puts in a trolley: which products, and roughly how much. */
export type DemoLines =
  | { readonly kind: 'none' }
  /** Available groceries, from the `offset`-th by line number, until the items reach `minimumPence`. */
  | {
      readonly kind: 'groceries';
      readonly offset: number;
      readonly minimumPence: number;
      readonly unavailable?: number;
    }
  /** One of each of `count` available groceries (for the 99+ count). */
  | { readonly kind: 'many'; readonly offset: number; readonly count: number }
  /** A few cheap groceries, under the minimum spend. */
  | { readonly kind: 'cheap'; readonly count: number };

export type DemoSlotPlan =
  | { readonly kind: 'none' }
  /** An UNCONFIRMED hold (PENDING orders) or the CONFIRMED slot (placed and amending orders), `daysAhead` London days on. */
  | {
      readonly kind: 'slot';
      readonly slotType: BookableSlotType;
      readonly daysAhead: number;
      /**
       * Move the slot whenever it is no longer on exactly that day (keeps "cut-off today" true), or,
       * once that day's cut-off is under an hour away, on the first day after whose cut-off is not.
       */
      readonly exactDay?: boolean;
    };

export type DemoAccount = {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly orderId: string;
  readonly state: Extract<OrderState, 'PENDING' | 'AMENDING' | 'PICKED'>;
  readonly lines: DemoLines;
  readonly slot: DemoSlotPlan;
  readonly addressId: string;
  readonly postalCode: string;
  /** AMENDING only: the branch has started preparing, so the slot is fixed. */
  readonly preparationStarted?: boolean;
  /** Customer services have put the account on hold (instant checkout answers 111). */
  readonly onHold?: boolean;
  /**
   * A second order the same shopper has, further along: picked, or placed but its card payment
   * declined (PAYMENT_FAILED), going out at the next delivery slot with room (today's, or the next
   * morning's late in the evening).
   */
  readonly pastOrder?: { readonly orderId: string; readonly state: 'PICKED' | 'PAYMENT_FAILED' };
  /** What the header shows, for the docs. */
  readonly shows: string;
};

/** C-11nn shops on order 91000nn from address A-11nn. */
const account = (number: number, fields: Omit<DemoAccount, 'id' | 'orderId' | 'addressId'>): DemoAccount => ({
  id: `C-${number}`,
  orderId: String(9_100_000 + (number - 1100)),
  addressId: `A-${number}`,
  ...fields,
});

export const DEMO_TROLLEY_ACCOUNTS: readonly DemoAccount[] = [
  account(1101, {
    email: 'new@example.com',
    name: 'Nell Newcomer',
    postalCode: 'TW9 2AB',
    state: 'PENDING',
    lines: { kind: 'none' },
    slot: { kind: 'none' },
    shows: '"Book a slot", an empty trolley: 0 items, £0.00',
  }),
  account(1102, {
    email: 'booked@example.com',
    name: 'Bea Booked',
    postalCode: 'TW9 3CD',
    state: 'PENDING',
    lines: { kind: 'groceries', offset: 0, minimumPence: 5500 },
    slot: { kind: 'slot', slotType: 'DELIVERY', daysAhead: 2 },
    shows: 'A delivery slot two days ahead (held, not yet confirmed) and a trolley over the £40 minimum',
  }),
  account(1103, {
    email: 'amending@example.com',
    name: 'Amir Amending',
    postalCode: 'TW10 4EF',
    state: 'AMENDING',
    lines: { kind: 'groceries', offset: 40, minimumPence: 6000 },
    slot: { kind: 'slot', slotType: 'DELIVERY', daysAhead: 1, exactDay: true },
    shows:
      'The AMENDING bar and instant checkout; the slot is tomorrow, so "You can amend your order until 12AM at the end of the day today"',
  }),
  account(1104, {
    email: 'slot-fixed@example.com',
    name: 'Sol Fixed',
    postalCode: 'TW1 5GH',
    state: 'AMENDING',
    lines: { kind: 'groceries', offset: 80, minimumPence: 5000 },
    slot: { kind: 'slot', slotType: 'DELIVERY', daysAhead: 2 },
    preparationStarted: true,
    pastOrder: { orderId: '9100010', state: 'PICKED' },
    shows:
      'Amending an order the branch has started preparing: slotChangeable false, so the slot panel shows "Your order contains items currently being prepared…"; order 9100010 is PICKED',
  }),
  account(1105, {
    email: 'unavailable@example.com',
    name: 'Una Vailable',
    postalCode: 'TW2 6JK',
    state: 'PENDING',
    lines: { kind: 'groceries', offset: 120, minimumPence: 5000, unavailable: 2 },
    slot: { kind: 'slot', slotType: 'DELIVERY', daysAhead: 3 },
    shows:
      'Two unavailable items (hard conflicts): checkout goes to the trolley, "Unavailable items" on the trolley page',
  }),
  account(1106, {
    email: 'full@example.com',
    name: 'Fitz Fulltrolley',
    postalCode: 'TW3 7LM',
    state: 'PENDING',
    lines: { kind: 'many', offset: 200, count: 120 },
    slot: { kind: 'slot', slotType: 'DELIVERY', daysAhead: 4 },
    shows: '120 items: the trolley count reads 99+',
  }),
  account(1107, {
    email: 'below-minimum@example.com',
    name: 'Min Spender',
    postalCode: 'TW4 8NP',
    state: 'PENDING',
    lines: { kind: 'cheap', count: 3 },
    slot: { kind: 'slot', slotType: 'DELIVERY', daysAhead: 2 },
    shows:
      'A delivery slot and items under £40: "To check out, please meet our £40.00 minimum spend (excluding delivery charge)"',
  }),
  account(1108, {
    email: 'on-hold@example.com',
    name: 'Hal Onhold',
    postalCode: 'TW5 9QR',
    state: 'AMENDING',
    lines: { kind: 'groceries', offset: 160, minimumPence: 5000 },
    slot: { kind: 'slot', slotType: 'DELIVERY', daysAhead: 3 },
    onHold: true,
    shows:
      'Amending, but the account is on hold: instant checkout answers ORDER_ORCHESTRATION_111 with the customer services number',
  }),
  account(1109, {
    email: 'payment-failed@example.com',
    name: 'Penny Declined',
    postalCode: 'TW6 1ST',
    state: 'PENDING',
    lines: { kind: 'groceries', offset: 240, minimumPence: 4500 },
    slot: { kind: 'none' },
    pastOrder: { orderId: '9100011', state: 'PAYMENT_FAILED' },
    shows:
      'A trolley, and order 9100011 whose card payment was declined (PAYMENT_FAILED): My orders and /ecom/resolve-order-payment/9100011 offer to pay again',
  }),
];

/** Demo holds last a day (not the usual 2 hours) so the state survives a working session; refreshed on start. */
export const DEMO_HOLD_MS = 24 * 60 * 60 * 1000;
