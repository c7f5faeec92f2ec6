import { describe, expect, it } from 'vitest';
import { SLOT_STATE_CASES } from '../../../../shared-contracts/test/slot-state-cases.ts';
import { headerStateFrom } from './fake-shopping-services.ts';

/*
 * The component tests' fake services make GET /v1/header-state's slot from their own answers; held to
 * the slot contract's cases, which the services' real rule is held to as well, the fake cannot drift
 * from what the services answer.
 */
describe('the fake services’ header state keeps the slot contract', () => {
  it.each(SLOT_STATE_CASES)('$name', (slotCase) => {
    const notFound = { status: 404, body: { error: 'not_found', message: 'Nothing here' } };
    const reservation = slotCase.reservations.find((candidate) => candidate.addressId || candidate.branchId);
    const address = slotCase.addresses.find((candidate) => candidate.id === reservation?.addressId);
    const branch = slotCase.branches.find((candidate) => candidate.id === reservation?.branchId);
    const state = headerStateFrom(
      { reservations: slotCase.reservations, address: address ?? notFound, branch: branch ?? notFound },
      new Date(slotCase.now),
    );
    expect(state.signedIn && state.slot).toEqual(slotCase.expected);
  });
});
