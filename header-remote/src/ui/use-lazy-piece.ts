import { createElement, lazy, useCallback, useState, type ComponentType } from 'react';
import { useHeaderConfig, type HeaderConfig } from '../lib/header-config.tsx';

/** The code of a piece loaded on first use: `makeLazy()` gives a component for it, `preload()` asks for the code early. */
export type LazyPiece<Props extends object> = {
  (): ComponentType<Props>;
  /**
   * Asks for the code now (an intent, an idle moment): true once it is here. A failure is not
   * reported here; it is met again, and reported, when the piece renders.
   */
  readonly preload: () => Promise<boolean>;
};

/**
 * The code of a piece, kept once loaded, and components for it that render the kept code at once
 * and otherwise suspend until it comes. Each component chooses when it first renders, not when its
 * owner mounts: the code may have come between.
 */
function keptPiece<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loaded: ComponentType<Props> | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded ??= pick(module);
      return module;
    });
  const makePiece = () => {
    const Lazy = lazy(() => loadAndKeep().then((module) => ({ default: pick(module) })));
    function Piece(props: Props) {
      const [Chosen] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
      return createElement(Chosen, props);
    }
    return Piece;
  };
  return { loadAndKeep, makePiece };
}

/**
 * A piece of code loaded on first use, as a component that a later render can try again: React
 * keeps a failed load's error inside a lazy component, so each retry needs a fresh one. Once the
 * code is here (`preload`, or an earlier render), a new component renders it at once instead of
 * suspending: a Suspense fallback shown even for a moment holds the piece back by React's throttle
 * on revealing content (FALLBACK_THROTTLE_MS, 300 ms), so the first open of a preloaded menu or
 * modal waited that long.
 */
export function retryableLazy<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyPiece<Props> {
  const { loadAndKeep, makePiece } = keptPiece(load, pick);
  return Object.assign(makePiece, {
    preload: () =>
      loadAndKeep().then(
        () => true,
        () => false,
      ),
  });
}

export type LazyPieceFailure = {
  /** Logged as the error's message, e.g. "Multi-search failed to load". */
  readonly message: string;
  /** Reported to the host as `header_error`'s code. */
  readonly code: string;
};

/** A piece that failed to load or render: logged, and reported to the host as `header_error`. */
function reportPieceFailure({ logger, emit }: HeaderConfig, failure: LazyPieceFailure, error: unknown): void {
  logger.error(failure.message, { error: String(error) });
  emit('header_error', { code: failure.code, message: String(error) });
}

/**
 * A piece of the header loaded on first use (a menu panel, a modal, a bar),
 * and what to do when it fails to load or render: pass `fail` to the
 * ErrorBoundary around it. The failure is logged and reported to the host,
 * `onFailed` puts the feature back as it was, and the next use loads afresh.
 */
export function useLazyPiece<Props extends object>(
  makeLazy: () => ComponentType<Props>,
  failure: LazyPieceFailure,
  onFailed?: () => void,
): readonly [ComponentType<Props>, (error: unknown) => void] {
  const config = useHeaderConfig();
  const [Piece, setPiece] = useState(makeLazy);
  const fail = (error: unknown) => {
    reportPieceFailure(config, failure, error);
    onFailed?.();
    setPiece(makeLazy);
  };
  return [Piece, fail];
}

/**
 * A piece that loads once the shopper shows intent (a press, a hover, focus):
 * render it only while `wanted`. A failure also forgets the intent, so
 * nothing tries to render the broken piece until the next `want()`.
 */
export function useLazyPieceOnIntent<Props extends object>(
  makeLazy: () => ComponentType<Props>,
  failure: LazyPieceFailure,
  onFailed?: () => void,
) {
  const [wanted, setWanted] = useState(false);
  const [Piece, fail] = useLazyPiece(makeLazy, failure, () => {
    onFailed?.();
    setWanted(false);
  });
  const want = useCallback(() => setWanted(true), []);
  return { Piece, fail, wanted, want } as const;
}
