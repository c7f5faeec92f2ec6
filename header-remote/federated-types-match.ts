/**
 * Holds the hand-written federated types (federated-types/, published in `@mf-types.zip`) to the
 * truth, wherever `tsc -p header-remote` runs (`npm test`'s types step): each exposed module
 * exports exactly the values its declarations name (no phantom `default`, none missing), of types
 * the declarations accept, and the props and events the declarations describe are the contract's.
 * Nothing here runs; a drift is a compile error on one of these lines.
 */
import type * as Contract from '@grocer/shared-contracts';
import type * as DeclaredHeader from './federated-types/Header.ts';
import type * as DeclaredFooter from './federated-types/Footer.ts';
import type * as DeclaredMount from './federated-types/mount.ts';
import type * as ExposedHeader from './src/expose/header.tsx';
import type * as ExposedFooter from './src/expose/footer.tsx';
import type * as ExposedMount from './src/expose/mount.tsx';

/** Each assignable to the other, with the same keys (assignability alone lets an optional prop go missing). */
type Exactly<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;
/** What a module exports, as values (what `import * as m` holds at run time). */
type Values<Module> = { [K in keyof Module]: Module[K] };

/** A check that must hold: a `false` here is a compile error on its own line. */
type Expect<Check extends true> = Check;

export type FederatedTypesMatch = [
  // The declared value exports are the real ones, no more, no fewer.
  Expect<Exactly<keyof typeof DeclaredHeader, keyof typeof ExposedHeader>>,
  Expect<Exactly<keyof typeof DeclaredMount, keyof typeof ExposedMount>>,
  Expect<Exactly<keyof typeof DeclaredFooter, keyof typeof ExposedFooter>>,
  // ...and the real ones fit the declarations.
  Expect<Satisfies<Values<typeof ExposedHeader>, Values<typeof DeclaredHeader>>>,
  Expect<Satisfies<Values<typeof ExposedMount>, Values<typeof DeclaredMount>>>,
  Expect<Satisfies<Values<typeof ExposedFooter>, Values<typeof DeclaredFooter>>>,
  // The props, their parts and the events are the contract's, both ways.
  Expect<Exactly<DeclaredHeader.HeaderProps, Contract.HeaderProps>>,
  Expect<Exactly<DeclaredHeader.HeaderProps, ExposedHeader.HeaderProps>>,
  Expect<Exactly<DeclaredMount.HeaderProps, ExposedMount.HeaderProps>>,
  Expect<Exactly<DeclaredFooter.FooterProps, Contract.FooterProps>>,
  Expect<Exactly<DeclaredFooter.FooterProps, ExposedFooter.FooterProps>>,
  Expect<Exactly<DeclaredHeader.ServiceUrls, Contract.ServiceUrls>>,
  Expect<Exactly<DeclaredHeader.FeatureFlags, Contract.FeatureFlags>>,
  Expect<Exactly<DeclaredHeader.Placement, Contract.Placement>>,
  Expect<Exactly<DeclaredHeader.SearchSettings, Contract.SearchSettings>>,
  Expect<Exactly<DeclaredHeader.HeaderEventMap, Contract.HeaderEventMap>>,
  Expect<Exactly<DeclaredHeader.HeaderEventMap, ExposedHeader.HeaderEventMap>>,
  Expect<Exactly<DeclaredHeader.OnHeaderEvent, Contract.OnHeaderEvent>>,
  Expect<Exactly<DeclaredHeader.AnalyticsEventMap, Contract.AnalyticsEventMap>>,
  Expect<Exactly<DeclaredHeader.VitalsBatch, Contract.VitalsBatch>>,
  Expect<Exactly<DeclaredHeader.VitalsPage, Contract.VitalsPage>>,
];

type Satisfies<Actual extends Declared, Declared> = Actual extends Declared ? true : false;
