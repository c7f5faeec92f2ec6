/** Story support for the host pages: each story is a page load against services faked at fetch. */
import type { ComponentType, ReactNode } from 'react';
import { installFetch } from '../../../../../test-support/fake-network.ts';
import { fakeServices, type FakeHandlers } from '../../../api/testing/fake-services.ts';
import type { PageProps } from '../../page-props.ts';

/** What every host page story's args hold: the services' answers, one handler per endpoint. */
export type FakeServicesArgs = { readonly handlers: FakeHandlers };

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
    beforeEach: ({ args }: { readonly args: A }) => installFetch(fakeServices(args.handlers)),
  };
}

/** A story meta's `render` for a page that calls no services: the page, drawn from the story's args, padded as in the host. */
export function plainPage<P extends object>(Page: ComponentType<P>) {
  return {
    // The args are the page's props: the story's `satisfies Meta<typeof Page>` checks them.
    render: (args: unknown) => (
      <main style={{ padding: 16 }}>
        <Page {...(args as P)} />
      </main>
    ),
  };
}

type HeadingQuery = { readonly getByRole: (role: 'heading', options: { level: 1; name: string }) => HTMLElement };

/** A story's `play`: the page has drawn, with its heading (level 1) named `name` in the canvas. */
export function headingShown(name: string) {
  return ({ canvas }: { readonly canvas: HeadingQuery }) => {
    canvas.getByRole('heading', { level: 1, name });
  };
}
