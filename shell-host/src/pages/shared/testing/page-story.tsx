/** Story support for the host pages: each story is a page load against services faked at fetch. */
import type { ReactNode } from 'react';
import { installFakeServices, type FakeHandler } from '../../../api/testing/fake-services.ts';
import type { PageProps } from '../../page-props.ts';

/** What every host page story's args hold: the services' answers, one handler per endpoint. */
export type FakeServicesArgs = { readonly handlers: Record<string, FakeHandler> };

/** Where the stories' pages send their calls (answered by the handlers, never the network). */
export const STORY_SERVICES_URL = 'https://api.fernleaf.example';

/** A page's location in a story. */
export function at(pathname: string, search = ''): PageProps['location'] {
  return { pathname, search };
}

/**
 * A story meta's `render` and `beforeEach`: the page, drawn from the story's
 * args, padded as in the host; before each story the handlers are served at
 * fetch, and fetch is put back after it.
 */
export function pageStory<A extends FakeServicesArgs>(page: (args: A) => ReactNode) {
  return {
    render: (args: A) => <main style={{ padding: 16 }}>{page(args)}</main>,
    beforeEach: ({ args }: { readonly args: A }) => installFakeServices(args.handlers),
  };
}
