import * as z from '@grocer/shared-contracts/zod';

/** What the host's server puts in the page (see server.ts): where the remote and services live. */
export const ShellConfig = z.object({
  headerManifestUrl: z.url({ protocol: /^https?$/ }),
  servicesUrl: z.url({ protocol: /^https?$/ }),
  clientLogging: z.boolean(),
});
export type ShellConfig = z.infer<typeof ShellConfig>;

export function readShellConfig(doc: Document = document): ShellConfig {
  const text = doc.getElementById('shell-config')?.textContent ?? '';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('The page has no readable #shell-config JSON; was it served by shell-host/server.ts?');
  }
  const parsed = ShellConfig.safeParse(json);
  if (!parsed.success) throw new Error(`Invalid #shell-config: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
