import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import * as z from '@grocer/shared-contracts/zod';
import { acceptHeaderContract, type HeaderPropsInput } from '@grocer/shared-contracts/domain';
import { retryDelayMs } from './load-header.ts';
import { reportHeaderOutage } from '@grocer/shared-contracts/header-outage';

type Hydrate = (element: Element, props: HeaderPropsInput) => () => void;

/** The shape the host relies on from "header/mount"; checked because it crosses a deployment boundary. */
const MountModule = z.object({
  hydrate: z.custom<Hydrate>((value) => typeof value === 'function'),
  contractVersion: z.string(),
});
export type MountModule = z.infer<typeof MountModule>;

export async function loadMountModule(manifestUrl: string, attempt: number): Promise<MountModule> {
  registerRemotes([{ name: 'header', entry: manifestUrl }], { force: attempt > 0 });
  const parsed = MountModule.safeParse(await loadRemote('header/mount'));
  if (!parsed.success) throw new Error(`"header/mount" has an unexpected shape: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

type Options = { readonly load?: typeof loadMountModule; readonly delay?: (attempt: number) => number };

/**
 * Makes the server-rendered header live: loads "header/mount" and hydrates
 * the server's markup with the same props the server rendered with. Until
 * then, and for as long as the remote cannot be loaded (retried in the
 * background), the server's header stays as it is: plain links and a search
 * form that work without script. So it does when the remote now speaks
 * another major contract version (a release between the server's render and
 * this load): it is not hydrated, with one `contract_mismatch` event and one
 * warning, and not retried.
 */
export function hydrateServerHeader(
  element: Element,
  manifestUrl: string,
  props: HeaderPropsInput,
  { load = loadMountModule, delay = retryDelayMs }: Options = {},
): () => void {
  let stopped = false;
  let unmount: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const attempt = (n: number) => {
    load(manifestUrl, n).then(
      (module) => {
        if (stopped) return;
        const accepted = acceptHeaderContract(module.contractVersion, {
          onEvent: props.onEvent,
          warn: (message) => console.warn(`[shell] ${message}`),
        });
        if (accepted) unmount = module.hydrate(element, props);
      },
      (error: unknown) => {
        if (stopped) return;
        const why = error instanceof Error ? error.message : String(error);
        reportHeaderOutage(props, { fallbackShown: false });
        console.warn(
          `[shell] Header remote unavailable (attempt ${n + 1}): ${why}. The server's header stays; retrying in ${delay(n) / 1000}s.`,
        );
        timer = setTimeout(() => attempt(n + 1), delay(n));
      },
    );
  };
  attempt(0);

  return () => {
    stopped = true;
    clearTimeout(timer);
    unmount?.();
  };
}
