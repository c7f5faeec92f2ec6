import { sampleSeasonalContent } from '../../../content/testing/cms-fixtures.ts';
import type { SeasonalMenu } from '../../../navigation/navigation-state.ts';

/** The seeded seasonal menu (cms-fixtures.ts) under another title. */
export function seasonNamed(title: string): SeasonalMenu {
  return { ...sampleSeasonalContent(), title };
}
