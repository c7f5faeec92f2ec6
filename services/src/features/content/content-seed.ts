import type { Database } from '../../db/database.ts';
import { INSPIRATION_CONTENT, INSPIRATION_PATH, RECIPES_CONTENT, RECIPES_PATH } from './seed/content-pages.ts';
import { EXPERIENCE_FRAGMENTS } from './seed/experience-fragments.ts';
import { MEGA_MENU_CONTENT, MEGA_MENU_PATH } from './seed/mega-menu.ts';
import { SEASONAL_MENU_CONTENT, SEASONAL_MENU_PATH } from './seed/seasonal-menu.ts';

const CONTENT_FRAGMENTS = [
  { path: MEGA_MENU_PATH, content: MEGA_MENU_CONTENT },
  { path: SEASONAL_MENU_PATH, content: SEASONAL_MENU_CONTENT },
  { path: RECIPES_PATH, content: RECIPES_CONTENT },
  { path: INSPIRATION_PATH, content: INSPIRATION_CONTENT },
];

/**
 * Adds the seeded menu and page content and the experience fragments that are missing.
 * Never overwrites: content edited in the database (or a seasonal menu taken
 * down) stays as it is. One statement per table, the rows passed as one JSON
 * document, so it runs the same on PGlite and PostgreSQL.
 */
export async function seedContent(
  db: Database,
): Promise<{ contentFragmentsAdded: number; experienceFragmentsAdded: number }> {
  const fragments = CONTENT_FRAGMENTS.map(({ path, content }) => ({
    path,
    pageTitle: content.pageTitle?.text ?? null,
    locations: content.locations,
  }));
  const experiences = EXPERIENCE_FRAGMENTS.map((fragment) => ({
    key: fragment.key,
    locations: fragment.locations,
    signedInLocations: fragment.signedInLocations ?? null,
  }));
  return db.transaction(async (tx) => {
    const added = await tx.query(
      `insert into content_fragments (path, page_title, locations)
       select f->>'path', f->>'pageTitle', f->'locations' from jsonb_array_elements($1::jsonb) f
       on conflict (path) do nothing
       returning path`,
      [JSON.stringify(fragments)],
    );
    const addedExperiences = await tx.query(
      `insert into experience_fragments (key, locations, signed_in_locations)
       select f->>'key', f->'locations', nullif(f->'signedInLocations', 'null'::jsonb)
       from jsonb_array_elements($1::jsonb) f
       on conflict (key) do nothing
       returning key`,
      [JSON.stringify(experiences)],
    );
    return { contentFragmentsAdded: added.length, experienceFragmentsAdded: addedExperiences.length };
  });
}
