import type { Database } from '../../db/database.ts';
import type { Shopper } from '../trolley/trolley-service.ts';

/** What every resolver gets: storage, the request's clock reading, and the signed-in shopper. */
export type GraphContext = {
  readonly db: Database;
  readonly now: Date;
  readonly shopper: Shopper;
};
