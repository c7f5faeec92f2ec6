import { describe, expect, it } from 'vitest';
import { HEADER_REACT_RANGE, shareReact } from './react-sharing.ts';

describe('shareReact', () => {
  it("offers the page's four React modules as loaded singletons at the page's React version", () => {
    // This package has no React of its own; the e2e runtime page shares a real one (runtime-page.spec.ts).
    const React = { version: '19.3.1', createElement: () => null };
    const modules = { React, ReactDOM: { dom: true }, ReactDOMClient: { client: true }, jsxRuntime: { jsx: true } };
    const shared = shareReact(modules);
    expect(Object.keys(shared)).toEqual(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);
    expect(shared['react-dom/client'].lib()).toBe(modules.ReactDOMClient);
    expect(shared.react.lib()).toBe(React);
    for (const entry of Object.values(shared)) {
      expect(entry.version).toBe('19.3.1');
      expect(entry.shareConfig).toEqual({ singleton: true, requiredVersion: HEADER_REACT_RANGE });
    }
  });
});
