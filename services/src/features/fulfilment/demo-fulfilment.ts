/**
 * Demo shoppers, addresses and passes for fulfilment. Invented; safe to
 * publish. Customer ids C-13xx, orders 93xxxxx, addresses A-3xxx, demo
 * reservations SR-3xxx.
 */

/** A shopper whose delivery pass is in use. */
export const DEMO_PASS_ACTIVE_SHOPPER = {
  id: 'C-1301',
  email: 'pass.active@example.com',
  password: 'groceries',
  name: 'Dana Delivery',
  defaultBranchId: '356',
  openOrderId: '9300001',
  addressId: 'A-3101',
} as const;

/** A shopper who has bought a delivery pass that has not started yet. */
export const DEMO_PASS_AVAILABLE_SHOPPER = {
  id: 'C-1302',
  email: 'pass.available@example.com',
  password: 'groceries',
  name: 'Robin Ready',
  defaultBranchId: '407',
  openOrderId: '9300002',
  addressId: 'A-3102',
} as const;

export const DEMO_FULFILMENT_SHOPPERS = [DEMO_PASS_ACTIVE_SHOPPER, DEMO_PASS_AVAILABLE_SHOPPER] as const;

export const DEMO_PASSES = [
  { customerId: DEMO_PASS_ACTIVE_SHOPPER.id, status: 'ACTIVE' },
  { customerId: DEMO_PASS_AVAILABLE_SHOPPER.id, status: 'AVAILABLE' },
] as const;

export type DemoAddress = {
  readonly id: string;
  readonly customerId: string;
  readonly name: string;
  readonly line1: string;
  readonly line2: string;
  readonly town: string;
  readonly region: string;
  readonly postalCode: string;
};

/** One or two addresses per demo shopper, each in an area a demo branch delivers to. */
export const DEMO_ADDRESSES: readonly DemoAddress[] = [
  // C-1001, Sam Shopper: Richmond (branch 651 delivers to TW).
  {
    id: 'A-3001',
    customerId: 'C-1001',
    name: 'Sam Shopper',
    line1: '4 Larkspur Close',
    line2: 'Kew',
    town: 'Richmond',
    region: 'Greater London',
    postalCode: 'TW9 3BN',
  },
  // C-1002, Alex Amender: home in Bath, office in Bristol (branch 427 delivers to BA and BS).
  {
    id: 'A-3002',
    customerId: 'C-1002',
    name: 'Alex Amender',
    line1: '17 Quarry Rise',
    line2: 'Widcombe',
    town: 'Bath',
    region: 'Somerset',
    postalCode: 'BA2 4QD',
  },
  {
    id: 'A-3003',
    customerId: 'C-1002',
    name: 'Alex Amender (work)',
    line1: '2 Harbourside Walk',
    line2: '',
    town: 'Bristol',
    region: '',
    postalCode: 'BS1 5DB',
  },
  {
    id: 'A-3101',
    customerId: DEMO_PASS_ACTIVE_SHOPPER.id,
    name: 'Dana Delivery',
    line1: '9 Willow Bank',
    line2: 'Didsbury',
    town: 'Manchester',
    region: 'Greater Manchester',
    postalCode: 'M20 2QT',
  },
  {
    id: 'A-3102',
    customerId: DEMO_PASS_AVAILABLE_SHOPPER.id,
    name: 'Robin Ready',
    line1: '31 Cromwell Mews',
    line2: '',
    town: 'Oxford',
    region: 'Oxfordshire',
    postalCode: 'OX2 6HB',
  },
];

/**
 * Alex's order 9000003 is being amended, so it was placed with a slot: a
 * CONFIRMED delivery three days after the first seed, 10–11am from Bath.
 */
export const DEMO_CONFIRMED_RESERVATION = {
  id: 'SR-3000',
  customerOrderId: '9000003',
  branchId: '427',
  addressId: 'A-3002',
  daysAhead: 3,
  startHour: 10,
} as const;
