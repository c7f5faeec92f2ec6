import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { loadExpose } from './federation.ts';
import { SiteHeader } from './site-header.tsx';

vi.mock('./federation.ts', () => ({ loadExpose: vi.fn() }));
// jsdom has no matchMedia: a wide screen, whose query never changes.
vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
// The page's React, as a page on React 18 would share it.
vi.mock('react', async (original) => ({ ...(await original<object>()), version: '18.3.1' }));

it("refuses a React the header cannot use before it fetches any of the header's code, and says so once", () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(
    <>
      <SiteHeader manifestUrl="https://header.fernleaf.example/mf-manifest.json" />
      <SiteHeader manifestUrl="https://header.fernleaf.example/mf-manifest.json" />
    </>,
  );
  expect(screen.getAllByRole('link', { name: 'Fernleaf' })).toHaveLength(2);
  expect(loadExpose).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledExactlyOnceWith(
    '[header-loader] The header needs React ^19.0.0; this page shares React 18.3.1. The page keeps its own header.',
  );
});
