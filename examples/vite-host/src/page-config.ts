/** Where the header and the services are: runtime config from the page's HTML, so one build serves every environment. */
export type PageConfig = { readonly manifestUrl: string; readonly api: string };

export function readPageConfig(document: Document): PageConfig {
  const parsed: unknown = JSON.parse(document.getElementById('page-config')?.textContent ?? '{}');
  const { manifestUrl, api } = (parsed ?? {}) as Partial<Record<keyof PageConfig, unknown>>;
  if (typeof manifestUrl !== 'string' || typeof api !== 'string') {
    throw new Error('#page-config needs "manifestUrl" and "api" strings');
  }
  return { manifestUrl, api };
}
