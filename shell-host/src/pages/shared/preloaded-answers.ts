import { createContext, useContext } from 'react';
import * as z from '@grocer/shared-contracts/zod';
import { preloadKey, type Preload } from '../../api/preload.ts';

/**
 * The services' answers the server loaded for a page's first render, so a browse page arrives
 * with its categories and products in the first HTML (its first product image is the
 * page's largest paint). Only answers that are the same for every shopper are preloaded (the
 * catalogue, a guest's browse), by their path on the services ("/taxonomy?format=flat").
 *
 * The server renders the page, sees which answers it asked for, loads them within a
 * budget and renders again with them; it sends those it used as JSON in the page
 * (`<script type="application/json" id="page-answers">`). The browser's first render reads the
 * same answers, so it equals the server's and hydrates. Each answer is parsed with its
 * contract's schema where it is read, on the server and in the browser alike: never trusted.
 */
export type PreloadedAnswers = {
  /**
   * The answer to `preload` (its path, or for a PUT or POST its key, `preloadKey`), read with its
   * schema; undefined when there is none (the server's render then asks for it, for its next render)
   * or when it does not parse (logged).
   */
  readonly read: <T>(preload: Preload<T>) => T | undefined;
};

/** No preloaded answers: every call loads its own (a page the server did not render). */
export const NO_ANSWERS: PreloadedAnswers = { read: () => undefined };

export const PreloadedAnswersContext = createContext<PreloadedAnswers>(NO_ANSWERS);

export function usePreloadedAnswers(): PreloadedAnswers {
  return useContext(PreloadedAnswersContext);
}

/**
 * Answers from a plain record of raw answers by key (the page's JSON, or the server's loads).
 * The server passes `wanted`, where a read of a missing answer is recorded with the call to make,
 * and `used`, where a read that parsed is: only those are sent with the page.
 */
export function answersFrom(
  answers: Readonly<Record<string, unknown>>,
  { wanted, used }: { readonly wanted?: Map<string, Preload<unknown>>; readonly used?: Set<string> } = {},
): PreloadedAnswers {
  return {
    read: <T>(preload: Preload<T>) => {
      const key = preloadKey(preload);
      if (!Object.hasOwn(answers, key)) {
        wanted?.set(key, preload);
        return undefined;
      }
      try {
        const value = readOnce(preload, key, answers[key]);
        used?.add(key);
        return value;
      } catch (error) {
        console.warn(`[shell] the preloaded answer to ${key} does not parse; it is loaded afresh`, error);
        return undefined;
      }
    },
  };
}

/**
 * What each raw answer read as, by its key. The server's raw answers come from a cache every page
 * shares (render-page.tsx), so each is parsed once while it is kept, not in every render of every
 * page (a browse page's taxonomy and products were some 250 KB of garbage per page). A parsed answer
 * is shared: nothing changes one in place. An answer that does not parse is tried again next time.
 */
const readBefore = new WeakMap<object, Map<string, unknown>>();

function readOnce<T>(preload: Preload<T>, key: string, raw: unknown): T {
  if (typeof raw !== 'object' || raw === null) return preload.read(raw);
  let byKey = readBefore.get(raw);
  if (byKey?.has(key)) return byKey.get(key) as T;
  const value = preload.read(raw);
  if (!byKey) readBefore.set(raw, (byKey = new Map()));
  byKey.set(key, value);
  return value;
}

export const PAGE_ANSWERS_ID = 'page-answers';

const AnswersJson = z.record(z.string(), z.unknown());

/**
 * The answers the server sent with the page. None (and a warning) when the script is missing,
 * is not JSON, or is not an object of answers by path: the page then loads what it needs.
 */
export function readPageAnswers(
  document: Document,
  warn: (message: string) => void = (message) => console.warn(message),
): Readonly<Record<string, unknown>> {
  const script = document.getElementById(PAGE_ANSWERS_ID);
  if (!script) return {};
  let json: unknown;
  try {
    json = JSON.parse(script.textContent ?? '');
  } catch (error) {
    warn(`[shell] the page's preloaded answers are not JSON (${String(error)}); the page loads its own`);
    return {};
  }
  const parsed = AnswersJson.safeParse(json);
  if (!parsed.success) {
    warn(`[shell] the page's preloaded answers are not answers by path; the page loads its own`);
    return {};
  }
  return parsed.data;
}

/** JSON for a page's script: "<" escaped, so no answer can close the script tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Each kept answer's JSON, made once while the server keeps it (the catalogue's is 54 KB), as readOnce parses it once. */
const jsonBefore = new WeakMap<object, string>();

function answerJson(answer: object): string {
  let json = jsonBefore.get(answer);
  if (json === undefined) jsonBefore.set(answer, (json = scriptJson(answer)));
  return json;
}

/** The answers as JSON for the page's script: "<" escaped, so no answer can close the script tag. */
export function pageAnswersJson(answers: Readonly<Record<string, unknown>>): string {
  const members = Object.entries(answers)
    .filter(([, answer]) => answer !== undefined)
    .map(([key, answer]) => {
      const json = typeof answer === 'object' && answer !== null ? answerJson(answer) : scriptJson(answer);
      return `${scriptJson(key)}:${json}`;
    });
  return `{${members.join(',')}}`;
}
