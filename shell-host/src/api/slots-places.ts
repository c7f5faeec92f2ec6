import {
  Address,
  AddressesResponse,
  BranchesResponse,
  NewAddress,
  type BookableSlotType,
  type Branch,
} from '@grocer/shared-contracts/domain';
import { callService } from './api-client.ts';
import type { SignedInCall as Call } from './service-call.ts';

/** GET /branches?slotType=: the branches offering a service, by name. */
export async function getBranches(
  { servicesUrl, signal }: Omit<Call, 'token'>,
  slotType: BookableSlotType,
): Promise<readonly Branch[]> {
  const path = `/branches?${new URLSearchParams({ slotType })}`;
  return (await callService(BranchesResponse, { servicesUrl, path, signal })).branches;
}

/** GET /addresses: the shopper's delivery addresses, oldest first. */
export async function getAddresses({ servicesUrl, token, signal }: Call): Promise<readonly Address[]> {
  return (await callService(AddressesResponse, { servicesUrl, path: '/addresses', token, signal })).addresses;
}

/** POST /addresses. The form's fields go through the contract first, so only a valid address is sent. */
export function addAddress({ servicesUrl, token }: Call, address: NewAddress): Promise<Address> {
  return callService(Address, {
    servicesUrl,
    path: '/addresses',
    method: 'POST',
    token,
    body: NewAddress.parse(address),
  });
}
