import type { ContentFragmentResponse, ContentLocations, ExperienceFragment } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';

type FragmentRow = { page_title: string | null; locations: ContentLocations };

/** The content at a path, if it exists and is live at `now` (inside its live_from/live_until window). */
export async function findContentFragment(
  db: Queryable,
  path: string,
  now: Date,
): Promise<ContentFragmentResponse | undefined> {
  const [row] = await db.query<FragmentRow>(
    `select page_title, locations from content_fragments
     where path = $1
       and (live_from is null or live_from <= $2)
       and (live_until is null or live_until > $2)`,
    [path, now],
  );
  if (!row) return undefined;
  return { locations: row.locations, ...(row.page_title === null ? {} : { pageTitle: { text: row.page_title } }) };
}

type ExperienceRow = { locations: ContentLocations; signed_in_locations: ContentLocations | null };

/** An experience fragment; its signed-in variant (when it has one) for a shopper with a token session. */
export async function findExperienceFragment(
  db: Queryable,
  key: string,
  hasTokenSession: boolean,
): Promise<{ fragment: ExperienceFragment; personalised: boolean } | undefined> {
  const [row] = await db.query<ExperienceRow>(
    'select locations, signed_in_locations from experience_fragments where key = $1',
    [key],
  );
  if (!row) return undefined;
  const personalised = hasTokenSession && row.signed_in_locations !== null;
  return {
    fragment: { key, locations: personalised && row.signed_in_locations ? row.signed_in_locations : row.locations },
    personalised,
  };
}
