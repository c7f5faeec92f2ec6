import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Preload } from '../../api/preload.ts';
import { answersFrom, PAGE_ANSWERS_ID, pageAnswersJson, readPageAnswers } from './preloaded-answers.ts';

const count = { path: '/count', read: (answer: unknown) => (typeof answer === 'number' ? answer : fail(answer)) };
function fail(answer: unknown): never {
  throw new TypeError(`not a count: ${JSON.stringify(answer)}`);
}

function pageWith(json: string): Document {
  const page = document.implementation.createHTMLDocument();
  const script = page.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_ANSWERS_ID;
  script.textContent = json;
  page.body.append(script);
  return page;
}

describe('the answers sent with a page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('survive the trip through the page as they were, and can never close their script tag', () => {
    fc.assert(
      // Keyed by path, as the server sends them (a key like `__proto__` is the next test's).
      fc.property(
        fc.dictionary(
          fc.string().map((rest) => `/${rest}`),
          fc.jsonValue(),
        ),
        (answers) => {
          const json = pageAnswersJson(answers);
          expect(json).not.toContain('<');
          expect(readPageAnswers(pageWith(json))).toEqual(JSON.parse(JSON.stringify(answers)));
        },
      ),
    );
  });

  it("write each kept answer's JSON once while the server keeps it, not on every page", () => {
    let written = 0;
    const taxonomy = { toJSON: () => ((written += 1), { categories: ['<b>Bakery</b>'] }) };
    const first = pageAnswersJson({ '/taxonomy': taxonomy, '/count': 3 });
    expect(pageAnswersJson({ '/taxonomy': taxonomy, '/count': 3 })).toBe(first);
    expect(written).toBe(1);
    expect(JSON.parse(first)).toEqual({ '/taxonomy': { categories: ['<b>Bakery</b>'] }, '/count': 3 });
    pageAnswersJson({ '/taxonomy': { ...taxonomy } });
    expect(written).toBe(2);
  });

  it('never take a `__proto__` key as an answer, nor let it reach a prototype', () => {
    const answers = readPageAnswers(pageWith('{"__proto__": {"polluted": true}, "/count": 3}'));
    expect(answers).toEqual({ '/count': 3 });
    expect(Object.getPrototypeOf(answers)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('are none, with a warning, when the script is not JSON or not answers by path: the page loads its own', () => {
    const warn = vi.fn();
    expect(readPageAnswers(pageWith('__PAGE_ANSWERS__'), warn)).toEqual({});
    expect(readPageAnswers(pageWith('[1, 2]'), warn)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
    expect(readPageAnswers(document.implementation.createHTMLDocument(), warn)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('are read with their schema: the server learns which it lacks and which it used', () => {
    const wanted = new Map<string, Preload<unknown>>();
    const used = new Set<string>();
    const answers = answersFrom({ '/count': 3 }, { wanted, used });
    expect(answers.read(count)).toBe(3);
    const other = { ...count, path: '/other' };
    expect(answers.read(other)).toBeUndefined();
    expect([...used]).toEqual(['/count']);
    expect([...wanted]).toEqual([['/other', other]]);
  });

  it("keep a PUT's or POST's answer under its method, path and body, apart from a GET of the path", () => {
    const put = { ...count, request: { method: 'PUT', body: { contentUrl: '/ecom' } } } as const;
    const wanted = new Map<string, Preload<unknown>>();
    const answers = answersFrom({ '/count': 3, 'PUT /count {"contentUrl":"/ecom"}': 4 }, { wanted });
    expect(answers.read(put)).toBe(4);
    expect(answers.read({ ...put, request: { method: 'PUT', body: { contentUrl: '/ecom/recipes' } } })).toBeUndefined();
    expect([...wanted.keys()]).toEqual(['PUT /count {"contentUrl":"/ecom/recipes"}']);
  });

  it("are parsed once while the server keeps them, in every page's renders, each under its own key", () => {
    const kept = { items: [1, 2, 3] };
    const sum = vi.fn((answer: unknown) => (answer as typeof kept).items.reduce((a, b) => a + b, 0));
    const total = { path: '/total', read: sum };
    const firstPage = answersFrom({ '/total': kept });
    const secondPage = answersFrom({ '/total': kept });

    expect([firstPage.read(total), firstPage.read(total), secondPage.read(total)]).toEqual([6, 6, 6]);
    expect(sum).toHaveBeenCalledTimes(1);
    // A new answer (the cache loaded it again), or the same one read under another key, is read afresh.
    expect(answersFrom({ '/total': { items: [4] } }).read(total)).toBe(4);
    const length = { path: '/length', read: (answer: unknown) => (answer as typeof kept).items.length };
    expect(answersFrom({ '/length': kept }).read(length)).toBe(3);
    expect(sum).toHaveBeenCalledTimes(2);
  });

  it('that do not parse are logged and not used: the call loads its own', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const used = new Set<string>();
    expect(answersFrom({ '/count': 'three' }, { used }).read(count)).toBeUndefined();
    expect(used.size).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/count does not parse'), expect.any(TypeError));
    // Not kept as failed: each render tries again, and says so again.
    const bad = { count: 'three' };
    const strict = { path: '/strict', read: (answer: unknown) => count.read((answer as typeof bad).count) };
    expect(answersFrom({ '/strict': bad }).read(strict)).toBeUndefined();
    expect(answersFrom({ '/strict': bad }).read(strict)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
