/** The page's own React modules, as `import * as … from` gives them. */
export type PageReact = {
  readonly React: { readonly version: string };
  readonly ReactDOM: object;
  readonly ReactDOMClient: object;
  readonly jsxRuntime: object;
};

/** The range the header's remote asks of a shared React (its `requiredVersion`), and the React it is tested with. */
export const HEADER_REACT_RANGE = '^19.0.0';

/** Whether a React version is in HEADER_REACT_RANGE: any 19.x (a pre-release of 19 included). */
export function isHeaderReactVersion(version: string): boolean {
  const dot = version.indexOf('.');
  return (dot === -1 ? version : version.slice(0, dot)) === '19';
}

/** What the header says, and throws, when it is handed a React outside its range. */
export function unsupportedReactMessage(version: string): string {
  return `The header needs React ${HEADER_REACT_RANGE}; this page shares React ${version}. The page keeps its own header.`;
}

type SharedReactModule = {
  readonly version: string;
  readonly lib: () => object;
  readonly shareConfig: { readonly singleton: true; readonly requiredVersion: string };
};

/**
 * The `shared` option of the federation runtime's `init` for a React page: the page's React,
 * React DOM and the two subpaths the header imports, offered as already-loaded singletons, so
 * the header renders with the page's one React instead of fetching its own copy. Every one of
 * the four is needed: a subpath left out is loaded from the remote, a second React DOM.
 */
export function shareReact({ React, ReactDOM, ReactDOMClient, jsxRuntime }: PageReact) {
  const share = (lib: object): SharedReactModule => ({
    version: React.version,
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: HEADER_REACT_RANGE },
  });
  return {
    react: share(React),
    'react-dom': share(ReactDOM),
    'react-dom/client': share(ReactDOMClient),
    'react/jsx-runtime': share(jsxRuntime),
  };
}
