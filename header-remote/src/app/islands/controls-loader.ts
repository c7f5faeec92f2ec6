import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ControlName, Controls } from './controls.ts';

type Loaded = { readonly controls: Controls };

const importControls = (): Promise<Loaded> => import(/* webpackChunkName: "header-controls" */ './controls.ts');

let resolveControls: (loaded: Loaded) => void = () => {};
/** Settles once, when an attempt loads the chunk; never rejects: a failed attempt leaves the server's HTML as it is. */
const controlsReady = new Promise<Loaded>((resolve) => {
  resolveControls = resolve;
});
let attempt: Promise<void> | undefined;
let loaded = false;

/**
 * Loads the controls' chunk, once; after a failure the next call tries again. The returned promise
 * rejects with the failure, for the caller to report; the lazy controls keep waiting for a later try.
 */
export function requestControls(): Promise<void> {
  if (loaded) return Promise.resolve();
  attempt ??= importControls().then(
    (module) => {
      loaded = true;
      resolveControls(module);
    },
    (error: unknown) => {
      attempt = undefined;
      throw error;
    },
  );
  return attempt;
}

/** Every control, so a control added to `controls` without a lazy twin fails to compile. */
const CONTROL_NAMES: { readonly [Name in ControlName]: true } = {
  AccountLinks: true,
  CheckoutButton: true,
  GroceriesMenu: true,
  LinkBar: true,
  MobileMenuButton: true,
  MultiSearchLauncher: true,
  SeasonalMenuButton: true,
  SlotButton: true,
};

/**
 * One lazy component per control. Rendering one does not load anything: a dehydrated control waits
 * for `requestControls()` (an intent); React leaves the server's HTML in place meanwhile and
 * hydrates it when the code arrives.
 */
export const lazyControls = Object.fromEntries(
  Object.keys(CONTROL_NAMES).map((name) => [
    name,
    lazy(() => controlsReady.then((module) => ({ default: module.controls[name as ControlName] }))),
  ]),
) as { readonly [Name in ControlName]: LazyExoticComponent<ComponentType> };
