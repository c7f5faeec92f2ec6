import type { ProductSearchQuery, ProductSearchResponse, ProductSort } from '@grocer/shared-contracts/domain';
import { PLAN_EACH_CALL, type Queryable } from '../../../db/database.ts';
import { notFound } from '../../../http/errors.ts';
import { ESTIMATED_PENCE_SQL, PRODUCT_COLUMNS, type ProductRow, toProductSummary } from '../products/product-row.ts';
import type { CategoryTree } from '../taxonomy/category-tree.ts';
import { parseFilterTags } from './filter-tags.ts';
import { searchWordsOf } from './search-words.ts';

/** Own-name words (A) count most, then brand (B), category and tags (C), size (D). */
const WEIGHTS = `'{0.1, 0.2, 0.4, 1.0}'`;
/** ts_rank normalisation 1: divide by 1 + log(document length), so shorter names edge ahead. */
const RANK = (query: string) => `ts_rank(${WEIGHTS}, p.search_document, ${query}, 1)`;

/** The folded name in byte order, stored by the products trigger (migration 008) and indexed. */
const FOLDED_NAME = 'p.sort_name';

const ORDER_BY: Record<ProductSort, string> = {
  relevance: `relevance desc, ${FOLDED_NAME}, p.id`,
  priceAsc: `${ESTIMATED_PENCE_SQL}, p.id`,
  priceDesc: `${ESTIMATED_PENCE_SQL} desc, p.id`,
  nameAsc: `${FOLDED_NAME}, p.id`,
  new: 'p.created_at desc, p.id',
};

/** A LIKE pattern's literal part: its wildcards and the escape character matched as themselves. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Builds `$n` placeholders as values are added. */
class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Conditions that do not depend on the term: category, filter tags, search tags, custom tags. */
function scopeConditions(tree: CategoryTree, query: ProductSearchQuery, params: SqlParams): string[] {
  const where: string[] = [];
  if (query.category !== undefined) {
    const category = tree.byId.get(query.category);
    if (!category) throw notFound(`No category with id ${query.category}.`, 'category_not_found');
    // An offer category lists the promoted products of the category it stands for.
    const scope = category.offersForId ?? category.id;
    where.push(`p.category_id = any(${params.add(tree.subtreeIds(scope))}::text[])`);
    if (category.offersForId) where.push('p.promotion is not null');
  }
  const filters = parseFilterTags(query.filterTags);
  if (filters.offer !== undefined) where.push(`p.promotion is ${filters.offer ? 'not null' : 'null'}`);
  if (filters.available !== undefined) where.push(`p.available = ${params.add(filters.available)}`);
  if (filters.brands) where.push(`lower(p.brand) = any(${params.add(filters.brands)}::text[])`);
  if (filters.dietary) where.push(`p.search_tags && ${params.add(filters.dietary)}::text[]`);
  if (filters.serviceTypes) where.push(`p.service_type = any(${params.add(filters.serviceTypes)}::text[])`);
  if (filters.highlights) {
    // The highlights' own words, never the request's: the request only chose which highlights.
    const exact = filters.highlights.flatMap((highlight) => highlight.exact);
    const prefixes = filters.highlights
      .flatMap((highlight) => highlight.startsWith)
      .map((prefix) => `${likeEscaped(prefix)}%`);
    where.push(
      `(p.promotion = any(${params.add(exact)}::text[]) or p.promotion like any(${params.add(prefixes)}::text[]))`,
    );
  }
  if (query.searchTags.length > 0) {
    where.push(`p.search_tags @> ${params.add(query.searchTags.map((tag) => tag.toLowerCase()))}::text[]`);
  }
  // Custom tags are lower case already (the contract refuses any other).
  if (query.customTags.length > 0) where.push(`p.custom_tags @> ${params.add(query.customTags)}::text[]`);
  return where;
}

/**
 * The term's match condition: every word ('&') or, as a fallback, any word ('|'). Its relevance
 * adds its parameters only when asked, so a count or another sort sends none it does not use.
 */
function termMatch(words: readonly string[], joiner: '&' | '|', params: SqlParams) {
  const prefixQuery = `to_tsquery('english', ${params.add(words.map((word) => `${word}:*`).join(` ${joiner} `))})`;
  return {
    condition: `p.search_document @@ ${prefixQuery}`,
    relevance: () => {
      const exactQuery = `to_tsquery('english', ${params.add(words.join(` ${joiner} `))})`;
      const phrase = `${params.add(` ${words.join(' ')} `)}::text`;
      // search_name is the own name's folded words, ' whole milk ' (migration 008).
      return `${RANK(prefixQuery)} + ${RANK(exactQuery)}
        + case when p.search_name like '%' || ${phrase} || '%' then 0.5 else 0 end`;
    },
  };
}

async function runSearch(
  db: Queryable,
  tree: CategoryTree,
  query: ProductSearchQuery,
  words: readonly string[],
  joiner: '&' | '|',
): Promise<{ rows: ProductRow[]; totalMatches: number }> {
  const params = new SqlParams();
  const match = words.length > 0 ? termMatch(words, joiner, params) : undefined;
  const where = [...(match ? [match.condition] : []), ...scopeConditions(tree, query, params)];
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const filterValues = [...params.values];
  // Relevance only where it orders something: with no term it is 0 for every row.
  const relevance = match && query.sortBy === 'relevance' ? match.relevance() : '0';

  const rows = await db.query<ProductRow>(
    `${PLAN_EACH_CALL}select ${PRODUCT_COLUMNS}, ${relevance} as relevance from products p ${whereSql}
     order by ${ORDER_BY[query.sortBy]}
     limit ${params.add(query.size)} offset ${params.add(query.start)}`,
    params.values,
  );
  // A page that is neither full nor empty ends the matches, so it tells the total; so does an
  // empty first page. Only otherwise are the matches counted, without ranking or sorting them.
  if (rows.length > 0 && rows.length < query.size) return { rows, totalMatches: query.start + rows.length };
  if (rows.length === 0 && query.start === 0) return { rows, totalMatches: 0 };
  const [count] = await db.query<{ total: number }>(
    `${PLAN_EACH_CALL}select count(*)::int as total from products p ${whereSql}`,
    filterValues,
  );
  return { rows, totalMatches: count?.total ?? 0 };
}

/**
 * Product search: every word of the term must match (as a word or the start
 * of one, accents and case ignored, English stemming) somewhere in the
 * product's name, brand, category path, tags or size. When no product has
 * every word, products with any of them are returned instead, those matching
 * more words first, and `matchedAllTerms` says so. Relevance adds a
 * prefix-match rank, an exact-word rank and a bonus when the product's own
 * name (brand left out) holds the whole phrase as words.
 */
export async function searchProducts(
  db: Queryable,
  tree: CategoryTree,
  query: ProductSearchQuery,
): Promise<ProductSearchResponse> {
  const { term, words } = searchWordsOf(query.searchTerm);
  let matchedAllTerms = true;
  let result = await runSearch(db, tree, query, words, '&');
  if (result.totalMatches === 0 && words.length > 1) {
    matchedAllTerms = false;
    result = await runSearch(db, tree, query, words, '|');
  }
  return {
    products: result.rows.map((row) => toProductSummary(row, tree)),
    totalMatches: result.totalMatches,
    start: query.start,
    size: query.size,
    searchTerm: term,
    terms: [...words],
    matchedAllTerms,
  };
}
