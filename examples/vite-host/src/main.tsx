/**
 * A page team's React app on Vite. Its own body renders first and never waits for the header;
 * the header mounts beside it, in a root of its own, through the federation runtime that
 * @module-federation/vite sets up (vite.config.ts).
 */
import { createRoot } from 'react-dom/client';
import type { HeaderEventName, OnHeaderEvent } from '@grocer/shared-contracts/page-teams';
import { PageBody } from './page-body.tsx';
import { readPageConfig } from './page-config.ts';
import { SiteHeader } from './site-header.tsx';

// What the header told the page, for the page's monitoring (and the end-to-end test).
const headerEvents: { readonly name: HeaderEventName; readonly payload: unknown }[] = [];
Object.assign(window, { headerEvents });
const onEvent: OnHeaderEvent = (name, payload) => headerEvents.push({ name, payload });

createRoot(requireElement('page-body')).render(<PageBody />);
const config = readPageConfig(document);
createRoot(requireElement('site-header')).render(
  <SiteHeader manifestUrl={config.manifestUrl} services={{ api: config.api }} placement="home" onEvent={onEvent} />,
);

function requireElement(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`index.html has no #${id}`);
  return element;
}
