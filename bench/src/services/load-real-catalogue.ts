/**
 * Inserts the real listings' rows (real-catalogue.ts) into a throwaway
 * database, the way the services' own catalogue seed inserts: multi-row
 * `unnest` statements, so the search-document trigger fills each row.
 */
import { type Database, invalidateCategoryTree, invalidateTermIndex, settleSearchIndexes } from '@grocer/services';
import { type CatalogueRows, catalogueRows, readRealListings } from './real-catalogue.ts';

const CHUNK = 2000;

export async function insertCatalogueRows(db: Database, { categories, products }: CatalogueRows): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into categories (id, parent_id, name, short_name, url_name, position)
       select id, parent_id, name, name, url_name, position
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])
         as input (id, parent_id, name, url_name, position)`,
      [
        categories.map((c) => c.id),
        categories.map((c) => c.parentId),
        categories.map((c) => c.name),
        categories.map((c) => c.urlName),
        categories.map((c) => c.position),
      ],
    );
    for (let start = 0; start < products.length; start += CHUNK) {
      const chunk = products.slice(start, start + CHUNK);
      await tx.query(
        `insert into products (id, line_number, name, brand, category_id, size, uom, price_pence, average_quantity,
                               unit_price_text, promotion, available, service_type, notice_days, image_colour,
                               image_seed)
         select id, line_number, name, brand, category_id, size, 'C62', price_pence, 1, unit_price_text, promotion,
                true, service_type, notice_days, '#5b7f3a', image_seed
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[],
                     $9::text[], $10::text[], $11::int[], $12::int[])
           as input (id, line_number, name, brand, category_id, size, price_pence, unit_price_text, promotion,
                     service_type, notice_days, image_seed)`,
        [
          chunk.map((p) => p.id),
          chunk.map((p) => p.lineNumber),
          chunk.map((p) => p.name),
          chunk.map((p) => p.brand),
          chunk.map((p) => p.categoryId),
          chunk.map((p) => p.size),
          chunk.map((p) => p.pricePence),
          chunk.map((p) => p.unitPriceText),
          chunk.map((p) => p.promotion),
          chunk.map((p) => p.serviceType),
          chunk.map((p) => p.noticeDays),
          chunk.map((_, index) => start + index),
        ],
      );
    }
  });
  // As the catalogue seed does after adding products: merge the search index, gather statistics.
  await settleSearchIndexes(db);
  // Suggestions and search's category tree are kept in memory: read them again from what is stored.
  invalidateTermIndex(db);
  invalidateCategoryTree(db);
}

/** Loads ../shared/data's Waitrose and Ocado listings; resolves with how many products were added. */
export async function loadRealCatalogue(db: Database): Promise<number> {
  const { waitrose, ocado } = readRealListings();
  const rows = catalogueRows(waitrose, ocado);
  await insertCatalogueRows(db, rows);
  return rows.products.length;
}
