import {
  foldSearchText,
  normaliseSearchTerm,
  TERM_SUGGEST_MAX_TERMS,
  TERM_SUGGEST_MIN_LENGTH,
} from '@grocer/shared-contracts';

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

/** Words are bucketed by their first two letters, so a query only looks at candidates that can match. */
const bucketOf = (word: string): string => word.slice(0, 2);

/**
 * An in-memory suggestion index. Built once from the catalogue's vocabulary
 * (see load-term-sources.ts); a query touches no database. A candidate
 * matches when every query word starts one of its words. Ranking: the exact
 * phrase, then candidates starting with the query, then those with a word
 * starting the phrase, then the rest; within each, plain before branded
 * variants, more products first, then shorter, then alphabetical.
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
  const candidates = [...byKey.values()];
  const buckets = new Map<string, Set<Candidate>>();
  for (const candidate of candidates) {
    for (const word of candidate.words) {
      const bucket = buckets.get(bucketOf(word)) ?? new Set<Candidate>();
      bucket.add(candidate);
      buckets.set(bucketOf(word), bucket);
    }
  }

  return {
    size: candidates.length,
    suggest(term, limit = TERM_SUGGEST_MAX_TERMS) {
      const queryWords = keyWords(normaliseSearchTerm(term));
      const query = queryWords.join(' ');
      if (query.length < TERM_SUGGEST_MIN_LENGTH) return [];
      // The longest word narrows the most; one-letter words cannot use a bucket.
      const longest = queryWords.reduce((a, b) => (b.length > a.length ? b : a));
      const pool = longest.length >= 2 ? (buckets.get(bucketOf(longest)) ?? new Set<Candidate>()) : candidates;
      const ranked: { candidate: Candidate; tier: number }[] = [];
      for (const candidate of pool) {
        if (!queryWords.every((word) => candidate.words.some((own) => own.startsWith(word)))) continue;
        const tier =
          candidate.key === query
            ? 0
            : candidate.key.startsWith(query)
              ? 1
              : ` ${candidate.key}`.includes(` ${query}`)
                ? 2
                : 3;
        ranked.push({ candidate, tier });
      }
      ranked.sort(
        (a, b) =>
          a.tier - b.tier ||
          Number(a.candidate.secondary) - Number(b.candidate.secondary) ||
          b.candidate.weight - a.candidate.weight ||
          a.candidate.key.length - b.candidate.key.length ||
          (a.candidate.key < b.candidate.key ? -1 : a.candidate.key > b.candidate.key ? 1 : 0),
      );
      return ranked.slice(0, Math.min(limit, TERM_SUGGEST_MAX_TERMS)).map(({ candidate }) => candidate.display);
    },
  };
}
