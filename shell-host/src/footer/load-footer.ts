import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import * as z from '@grocer/shared-contracts/zod';
import type { HeaderPropsInput } from '@grocer/shared-contracts/domain';

/** The shape the host relies on from "header/Footer"; checked because it crosses a deployment boundary. */
const FooterModule = z.object({
  Footer: z.custom<ComponentType<HeaderPropsInput>>((value) => typeof value === 'function'),
  contractVersion: z.string(),
});
export type FooterModule = z.infer<typeof FooterModule>;

/**
 * Loads "header/Footer". The remote is registered once per page (the header registers it too:
 * a second registration of the same name changes nothing), so the footer shares its entry.
 */
export async function loadFooterModule(manifestUrl: string): Promise<FooterModule> {
  registerRemotes([{ name: 'header', entry: manifestUrl }]);
  const parsed = FooterModule.safeParse(await loadRemote('header/Footer'));
  if (!parsed.success) throw new Error(`"header/Footer" has an unexpected shape: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
