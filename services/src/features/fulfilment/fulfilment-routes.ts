import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerAddressRoutes } from './address-routes.ts';
import { registerBranchRoutes } from './branch-routes.ts';
import { registerDeliveryPassRoutes } from './delivery-pass-routes.ts';
import { registerReservationRoutes } from './reservation-routes.ts';
import { registerSlotRoutes } from './slot-routes.ts';

/** Branches, addresses, slots, slot reservations and the delivery pass. */
export function registerFulfilmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerBranchRoutes(app, deps);
  registerAddressRoutes(app, deps);
  registerSlotRoutes(app, deps);
  registerReservationRoutes(app, deps);
  registerDeliveryPassRoutes(app, deps);
}
