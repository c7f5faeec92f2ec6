/**
 * The loading logic no page team writes: load an expose of the header, check its shape and its
 * contract version, and retry in the background with backoff while the remote cannot be reached.
 * A remote on another contract major is refused once (one `contract_mismatch` event, one warning)
 * and not retried: it would answer the same until the next page load.
 */
import { acceptHeaderContract, readCspNonce, type HeaderProps, type OnHeaderEvent } from '@grocer/shared-contracts';
import { loadExpose, type HeaderExpose } from './federation.ts';

/** Backoff between background retries: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export type LoadHeaderOptions<Module> = {
  readonly manifestUrl: string;
  readonly expose: HeaderExpose;
  /** The functions the page will call on the module; checked because the module crosses a deployment boundary. */
  readonly exports: readonly (keyof Module & string)[];
  readonly onEvent?: OnHeaderEvent | undefined;
  /** Called once, with a module whose contract is accepted. */
  readonly onModule: (module: Module) => void;
  /** Called once, when the first attempt fails: the page counts the outage (reportOutage). */
  readonly onUnreachable?: () => void;
  readonly firstAttempt?: number;
  readonly delay?: (attempt: number) => number;
  readonly load?: typeof loadExpose;
};

/** An error as the loader's warnings say it: its message, or the value itself. */
export const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Checks the module's shape: each named export a function, `contractVersion` a string. */
export function checkShape<Module>(value: unknown, expose: string, exports: readonly string[]): Module {
  const module = (value ?? {}) as Record<string, unknown>;
  const missing = exports.filter((name) => typeof module[name] !== 'function');
  if (typeof module['contractVersion'] !== 'string') missing.push('contractVersion');
  if (missing.length > 0) throw new Error(`"header/${expose}" has an unexpected shape: no ${missing.join(', ')}`);
  return value as Module;
}

declare let __webpack_nonce__: string | undefined;

/**
 * The page's CSP nonce for the chunk webpack or Rspack is about to add: their runtime reads it from
 * `__webpack_nonce__`, where Rsbuild's `security.nonce` leaves its placeholder after the presets'
 * runtime plugin has set the page's (the outage's chunk was refused by the recipe's policy). A
 * bundler without one (Vite) has no such name, and its `import()` needs no nonce.
 */
function nonceForChunks(): void {
  const nonce = readCspNonce(document);
  if (nonce !== undefined && typeof __webpack_nonce__ !== 'undefined') __webpack_nonce__ = nonce;
}

/**
 * Counts the header's absence in its vitals (`@grocer/shared-contracts/header-outage`, with the
 * shopper's analytics consent), loaded only now: a page whose header loads never fetches it.
 */
export function reportOutage(props: HeaderProps, fallbackShown: boolean): void {
  nonceForChunks();
  import('@grocer/shared-contracts/header-outage').then(
    ({ reportHeaderOutage }) => reportHeaderOutage(props, { fallbackShown }),
    () => {},
  );
}

/** Starts loading; returns a function that stops it (and any retry waiting). */
export function loadHeader<Module extends { readonly contractVersion: string }>({
  manifestUrl,
  expose,
  exports,
  onEvent,
  onModule,
  onUnreachable,
  firstAttempt = 0,
  delay = retryDelayMs,
  load = loadExpose,
}: LoadHeaderOptions<Module>): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (n: number) => {
    load(manifestUrl, expose, n)
      .then((value) => checkShape<Module>(value, expose, exports))
      .then(
        (module) => {
          if (stopped) return;
          const warn = (message: string) => console.warn(`[header-loader] ${message}`);
          if (acceptHeaderContract(module.contractVersion, { onEvent, warn })) onModule(module);
        },
        (error: unknown) => {
          if (stopped) return;
          if (n === firstAttempt) onUnreachable?.();
          const wait = delay(n);
          console.warn(
            `[header-loader] No header yet (attempt ${n + 1}): ${describeError(error)}. The page keeps its own header; retrying in ${wait / 1000} s.`,
          );
          timer = setTimeout(() => attempt(n + 1), wait);
        },
      );
  };
  attempt(firstAttempt);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
