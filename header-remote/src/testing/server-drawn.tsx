import type { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { HeaderRoot } from '../app/header-root.tsx';

type Props = {
  /** The header's store as the server's state leaves it. */
  readonly store: ReturnType<typeof createStore>;
  readonly height?: number;
  readonly children: ReactNode;
};

/**
 * A story's piece of the header as the server draws it, with no script of the header's:
 * rendered to HTML with the server's store and put in the page as it is, so a press on it is
 * answered by the browser alone, as before the header is live.
 */
export function ServerDrawn({ store, height, children }: Props) {
  const html = renderToString(
    <HeaderRoot input={{ services: { api: 'https://api.fernleaf.example' } }} store={store}>
      {children}
    </HeaderRoot>,
  );
  return <div style={height === undefined ? undefined : { height }} dangerouslySetInnerHTML={{ __html: html }} />;
}
