import type { Database } from '../../../db/database.ts';
import { invalidateTermIndex } from '../suggest/term-index-cache.ts';
import { invalidateCategoryTree } from '../taxonomy/category-tree-cache.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { settleSearchIndexes } from './settle-search-indexes.ts';

/**
 * Adds the demo catalogue's missing categories and products; never changes a
 * row that exists (a product another feature made unavailable stays so).
 * One multi-row insert per table, so it takes well under a second.
 */
export async function seedCatalogue(db: Database): Promise<{ categoriesAdded: number; productsAdded: number }> {
  const { categories, products } = generateCatalogue();
  const result = await db.transaction(async (tx) => {
    // One statement: foreign keys to parents are checked at its end, so order within it does not matter.
    const addedCategories = await tx.query<{ id: string }>(
      `insert into categories (id, parent_id, name, short_name, url_name, position, hidden_in_nav, offer,
                               offers_for_id, icon_name, additional_classes, banner, mega_menu_banner,
                               generated, bold, show_warning_icon, seasonal_menu_title)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::boolean[],
                            $8::boolean[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[],
                            $14::boolean[], $15::boolean[], $16::boolean[], $17::text[])
       on conflict (id) do nothing
       returning id`,
      [
        categories.map((c) => c.id),
        categories.map((c) => c.parentId),
        categories.map((c) => c.name),
        categories.map((c) => c.shortName),
        categories.map((c) => c.urlName),
        categories.map((c) => c.position),
        categories.map((c) => c.hiddenInNav),
        categories.map((c) => c.offer),
        categories.map((c) => c.offersForId),
        categories.map((c) => c.iconName),
        categories.map((c) => c.additionalClasses),
        categories.map((c) => c.banner),
        categories.map((c) => c.megaMenuBanner),
        categories.map((c) => c.generated),
        categories.map((c) => c.bold),
        categories.map((c) => c.showWarningIcon),
        categories.map((c) => c.seasonalMenuTitle),
      ],
    );
    // Migration 011's fields came after the demo catalogue: a database seeded before them gets the
    // seed's values for its own categories, once (a category someone else changed keeps its own).
    await tx.query(
      `update categories set generated = input.generated, bold = input.bold,
                             show_warning_icon = input.show_warning_icon, seasonal_menu_title = input.seasonal_menu_title
       from unnest($1::text[], $2::boolean[], $3::boolean[], $4::boolean[], $5::text[])
         as input (id, generated, bold, show_warning_icon, seasonal_menu_title)
       where categories.id = input.id
         and not categories.generated and not categories.bold and not categories.show_warning_icon
         and categories.seasonal_menu_title is null
         and (input.generated or input.bold or input.show_warning_icon or input.seasonal_menu_title is not null)`,
      [
        categories.map((c) => c.id),
        categories.map((c) => c.generated),
        categories.map((c) => c.bold),
        categories.map((c) => c.showWarningIcon),
        categories.map((c) => c.seasonalMenuTitle),
      ],
    );
    const addedProducts = await tx.query<{ id: string }>(
      `insert into products (id, line_number, name, brand, category_id, size, uom, price_pence, average_quantity,
                             unit_price_text, promotion, available, service_type, notice_days, search_tags,
                             custom_tags, image_colour, image_seed, created_at)
       select id, line_number, name, brand, category_id, size, uom, price_pence, average_quantity, unit_price_text,
              promotion, available, service_type, notice_days,
              case when tags = '' then '{}'::text[] else string_to_array(tags, '|') end,
              case when custom = '' then '{}'::text[] else string_to_array(custom, '|') end,
              image_colour, image_seed, created_at
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
                   $9::float8[], $10::text[], $11::text[], $12::boolean[], $13::text[], $14::int[], $15::text[],
                   $16::text[], $17::int[], $18::timestamptz[], $19::text[])
         as input (id, line_number, name, brand, category_id, size, uom, price_pence, average_quantity,
                   unit_price_text, promotion, available, service_type, notice_days, tags, image_colour,
                   image_seed, created_at, custom)
       -- Skip stored rows before the insert, so the search-document trigger runs only for new ones.
       where not exists (select 1 from products stored where stored.id = input.id)
       on conflict do nothing
       returning id`,
      [
        products.map((p) => p.id),
        products.map((p) => p.lineNumber),
        products.map((p) => p.name),
        products.map((p) => p.brand),
        products.map((p) => p.categoryId),
        products.map((p) => p.size),
        products.map((p) => p.uom),
        products.map((p) => p.pricePence),
        products.map((p) => p.averageQuantity),
        products.map((p) => p.unitPriceText),
        products.map((p) => p.promotion),
        products.map((p) => p.available),
        products.map((p) => p.serviceType),
        products.map((p) => p.noticeDays),
        // Tags never contain '|'; a ragged text[][] cannot go through unnest.
        products.map((p) => p.searchTags.join('|')),
        products.map((p) => p.imageColour),
        products.map((p) => p.imageSeed),
        products.map((p) => p.createdAt),
        products.map((p) => p.customTags.join('|')),
      ],
    );
    // Migration 015's custom tags came after the demo catalogue: a database seeded before them gets
    // the seed's for its own products, once (a product someone tagged keeps its own).
    const tagged = products.filter((p) => p.customTags.length > 0);
    await tx.query(
      `update products set custom_tags = string_to_array(input.custom, '|')
       from unnest($1::text[], $2::text[]) as input (id, custom)
       where products.id = input.id and products.custom_tags = '{}'`,
      [tagged.map((p) => p.id), tagged.map((p) => p.customTags.join('|'))],
    );
    return { categoriesAdded: addedCategories.length, productsAdded: addedProducts.length };
  });
  if (result.productsAdded > 0) await settleSearchIndexes(db);
  // Suggestions are served from memory; rebuild them from what is now stored.
  if (result.categoriesAdded + result.productsAdded > 0) invalidateTermIndex(db);
  if (result.categoriesAdded > 0) invalidateCategoryTree(db);
  return result;
}
