import { createRequire } from 'node:module';
import type { Frame } from '@playwright/test';

/**
 * HTML_CodeSniffer, a second rule engine beside axe, for what axe's rules miss: its WCAG 2.1 AA sniffs, run in the
 * page on the story as it was left by its play function. Its errors (not its warnings and notices,
 * which ask for a person's judgement) are returned as `code: message (element)`.
 */
const script = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js');

export type SnifferError = { readonly code: string; readonly message: string; readonly element: string };

export async function snifferErrors(frame: Frame): Promise<SnifferError[]> {
  if (!(await frame.evaluate(() => 'HTMLCS' in window))) {
    await frame.addScriptTag({ path: script });
    // 2.5.1 asks for its 1.3.5 messages as "InvalidAutoComplete_*" but ships them as "InvalidAutocomplete_*":
    // without the alias, its first such finding throws instead of being reported.
    await frame.evaluate(() => {
      const english = (window as unknown as { translation: { en: Record<string, string> } }).translation.en;
      for (const [key, text] of Object.entries(english))
        if (key.startsWith('1_3_5_H98.InvalidAutocomplete_'))
          english[key.replace('InvalidAutocomplete_', 'InvalidAutoComplete_')] = text;
    });
  }
  return frame.evaluate(
    () =>
      new Promise<SnifferError[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, root: Document, done: () => void, failed: (error: unknown) => void) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => ({
                  code: message.code,
                  message: message.msg,
                  element: (message.element.outerHTML ?? message.element.nodeName).slice(0, 160),
                })),
            ),
          (error) => reject(new Error(`HTML_CodeSniffer failed: ${String(error)}`)),
        );
      }),
  );
}
