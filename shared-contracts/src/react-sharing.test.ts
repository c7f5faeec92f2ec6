import { describe, expect, it } from 'vitest';
import { HEADER_REACT_RANGE, isHeaderReactVersion, shareReact, unsupportedReactMessage } from './react-sharing.ts';

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

describe('the React range the header works with', () => {
  it('takes every 19.x and nothing else', () => {
    for (const version of ['19.0.0', '19.2.9', '19.3.1', '19.99.0', '19.0.0-rc-123']) {
      expect(isHeaderReactVersion(version), version).toBe(true);
    }
    for (const version of ['18.3.1', '20.0.0', '1.9.0', '190.0.0', '', 'nineteen']) {
      expect(isHeaderReactVersion(version), version).toBe(false);
    }
  });

  it('names both the range and the React it was handed', () => {
    expect(unsupportedReactMessage('18.3.1')).toBe(
      'The header needs React ^19.0.0; this page shares React 18.3.1. The page keeps its own header.',
    );
  });
});
