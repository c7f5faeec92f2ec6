import type { ComponentType } from 'react';
import * as z from '@grocer/shared-contracts/zod';
import type { HeaderPropsInput } from '@grocer/shared-contracts/domain';

/** The shape the host relies on from "header/Header"; checked because it crosses a deployment boundary. */
const HeaderModule = z.object({
  Header: z.custom<ComponentType<HeaderPropsInput>>((value) => typeof value === 'function'),
  contractVersion: z.string(),
});
export type HeaderModule = z.infer<typeof HeaderModule>;

export function parseHeaderModule(value: unknown): HeaderModule {
  const parsed = HeaderModule.safeParse(value);
  if (!parsed.success) throw new Error(`"header/Header" has an unexpected shape: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
