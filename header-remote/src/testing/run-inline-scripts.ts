import { vi } from 'vitest';

/**
 * Runs the executable inline scripts in `container` (not the JSON ones) as the browser's parser
 * does, each as `document.currentScript`: jsdom does not run scripts set through innerHTML.
 */
export function runInlineScripts(container: ParentNode): void {
  for (const script of container.querySelectorAll<HTMLScriptElement>('script:not([type]):not([src])')) {
    const current = vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    try {
      new Function(script.textContent)();
    } finally {
      current.mockRestore();
    }
  }
}
