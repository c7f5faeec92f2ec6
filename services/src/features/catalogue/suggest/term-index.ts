import {
  foldSearchText,
  normaliseSearchTerm,
  TERM_SUGGEST_MAX_TERMS,
  TERM_SUGGEST_MIN_LENGTH,
} from '@grocer/shared-contracts/domain';

/** A phrase people might search for, and how many products it leads to. */
export type TermSource = {
  readonly term: string;
  readonly weight: number;
  /** A branded variant ('fernleaf whole milk'): suggested after plain phrases that match as well. */
  readonly secondary?: boolean;
};

type Candidate = {
  /** As suggested: lower case, accents kept ('crème fraîche'). */
  readonly display: string;
  /** Folded words joined by single spaces ('creme fraiche'). */
  readonly key: string;
  readonly words: readonly string[];
  readonly weight: number;
  readonly secondary: boolean;
};

export type TermIndex = {
  readonly size: number;
  suggest(term: string, limit?: number): string[];
};

/** Folded words: accents and case gone, apostrophes joined, other punctuation splits. */
function keyWords(text: string): string[] {
  return foldSearchText(text)
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Words are bucketed by their first two and first three letters, so a query
 * only looks at candidates that can match its longest word.
 */
const SHORT_PREFIX = 2;
const LONG_PREFIX = 3;

/** Ranking within a tier, fixed at build time: plain first, more products, shorter, alphabetical. */
function byStaticRank(a: Candidate, b: Candidate): number {
  return (
    Number(a.secondary) - Number(b.secondary) ||
    b.weight - a.weight ||
    a.key.length - b.key.length ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/** Below the exact phrase: 1 starts with the query, 2 a word starts it, 3 its words match somewhere. */
function tierOf(candidate: Candidate, query: string): 1 | 2 | 3 {
  if (candidate.key.startsWith(query)) return 1;
  return ` ${candidate.key}`.includes(` ${query}`) ? 2 : 3;
}

/**
 * An in-memory suggestion index. Built once from the catalogue's vocabulary
 * (see load-term-sources.ts); a query touches no database. A candidate
 * matches when every query word starts one of its words. Ranking: the exact
 * phrase, then candidates starting with the query, then those with a word
 * starting the phrase, then the rest; within each, plain before branded
 * variants, more products first, then shorter, then alphabetical.
 *
 * Candidates and buckets are kept in that within-tier order, so a query
 * looks the exact phrase up, scans one bucket dealing matches into the other
 * tiers without sorting, and stops once the "starts with" tier is full.
 */
export function buildTermIndex(sources: readonly TermSource[]): TermIndex {
  const byKey = new Map<string, Candidate>();
  for (const source of sources) {
    const words = keyWords(source.term);
    if (words.length === 0 || source.weight <= 0) continue;
    const key = words.join(' ');
    const existing = byKey.get(key);
    // The same phrase from several sources: one candidate, plain if any source is plain.
    byKey.set(key, {
      display: existing?.display ?? source.term.toLowerCase().replace(/\s+/g, ' ').trim(),
      key,
      words,
      weight: Math.max(existing?.weight ?? 0, source.weight),
      secondary: (existing?.secondary ?? true) && (source.secondary ?? false),
    });
  }
  const candidates = [...byKey.values()].sort(byStaticRank);
  const buckets = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const prefixes = new Set<string>();
    for (const word of candidate.words) {
      if (word.length >= SHORT_PREFIX) prefixes.add(word.slice(0, SHORT_PREFIX));
      if (word.length >= LONG_PREFIX) prefixes.add(word.slice(0, LONG_PREFIX));
    }
    for (const prefix of prefixes) {
      const bucket = buckets.get(prefix);
      if (bucket) bucket.push(candidate);
      else buckets.set(prefix, [candidate]);
    }
  }

  return {
    size: candidates.length,
    suggest(term, limit = TERM_SUGGEST_MAX_TERMS) {
      const queryWords = keyWords(normaliseSearchTerm(term));
      const query = queryWords.join(' ');
      if (query.length < TERM_SUGGEST_MIN_LENGTH) return [];
      const wanted = Math.min(limit, TERM_SUGGEST_MAX_TERMS);
      if (wanted <= 0) return [];
      // The longest word narrows the most; one-letter words cannot use a bucket.
      const longest = queryWords.reduce((a, b) => (b.length > a.length ? b : a));
      const pool = longest.length >= SHORT_PREFIX ? (buckets.get(longest.slice(0, LONG_PREFIX)) ?? []) : candidates;
      // Keys are unique, so the exact phrase is a lookup; it is the only tier-0 candidate.
      const exact = byKey.get(query);
      const starting: Candidate[] = [];
      const wordStarting: Candidate[] = [];
      const rest: Candidate[] = [];
      const room = wanted - (exact ? 1 : 0);
      for (const candidate of pool) {
        // Nothing after a full tier 1 can rank above it.
        if (starting.length >= room) break;
        if (candidate === exact) continue;
        if (!queryWords.every((word) => candidate.words.some((own) => own.startsWith(word)))) continue;
        const tier = tierOf(candidate, query);
        const into = tier === 1 ? starting : tier === 2 ? wordStarting : rest;
        if (into.length < room) into.push(candidate);
      }
      return [...(exact ? [exact] : []), ...starting, ...wordStarting, ...rest]
        .slice(0, wanted)
        .map((candidate) => candidate.display);
    },
  };
}
