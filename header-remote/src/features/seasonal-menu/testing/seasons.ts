import { sampleSeasonalContent } from '@grocer/shared-contracts/cms-builders';
import type { SeasonalMenu } from '../../../navigation/navigation-state.ts';

/** The seeded seasonal menu (the shared sample content) under another title. */
export function seasonNamed(title: string): SeasonalMenu {
  return { ...sampleSeasonalContent(), title };
}
