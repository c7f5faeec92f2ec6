import type { UnitOfMeasure } from '@grocer/shared-contracts/domain';

/**
 * The shape of the demo catalogue, written by hand: departments hold groups,
 * groups hold leaf categories, leaves describe the products to generate.
 * Names are invented for this project (no retailer's data is copied).
 */
export type LeafSpec = {
  readonly name: string;
  /** Product descriptions without the brand, e.g. 'Semi Skimmed Milk'. */
  readonly items: readonly string[];
  /** Pack sizes as shown; weighed leaves use 'per kg', 'per lb' or 'per 100g'. */
  readonly sizes: readonly string[];
  /** Price range in pence: per item (C62) or per kg / g / lb (weighed). */
  readonly pence: readonly [number, number];
  readonly uom?: UnitOfMeasure;
  /** Range of the estimated weight of one item, in uom (weighed leaves only). */
  readonly averageQuantity?: readonly [number, number];
  /** Overrides the department's brands. */
  readonly brands?: readonly string[];
  readonly tags?: readonly string[];
  /** How many products to make (default 24). 0 makes an empty category. */
  readonly count?: number;
  /** Every product unavailable (out of season): the category is then empty of products. */
  readonly allUnavailable?: boolean;
  /** Lead time range in days (entertaining). */
  readonly noticeDays?: readonly [number, number];
  readonly hiddenInNav?: boolean;
};

export type GroupSpec = {
  readonly name: string;
  readonly shortName?: string;
  readonly leaves: readonly LeafSpec[];
  readonly hiddenInNav?: boolean;
  /** The season's name, for a seasonal range's group. */
  readonly seasonalMenuTitle?: string;
};

export type DepartmentSpec = {
  readonly name: string;
  readonly shortName?: string;
  readonly iconName: string;
  /** Base colour of the department's product images. */
  readonly colour: string;
  readonly brands: readonly string[];
  readonly groups: readonly GroupSpec[];
  readonly hiddenInNav?: boolean;
  /** Gets an '<name> Offers' category under the root's offers category. */
  readonly hasOffers?: boolean;
  /** Marked with a warning icon in the menus (decision 020). */
  readonly showWarningIcon?: boolean;
  /** The season's name, for a seasonal department. */
  readonly seasonalMenuTitle?: string;
};

export type RootSpec = {
  readonly id: string;
  readonly name: string;
  readonly serviceType: 'GROCERY' | 'ENTERTAINING_PLACED_AT_HOME';
  readonly departments: readonly DepartmentSpec[];
};
