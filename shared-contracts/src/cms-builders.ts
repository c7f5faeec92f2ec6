/*
 * CMS content written by hand (`@grocer/shared-contracts/cms-builders`, the workspace's only: not
 * published): the builders and the one set of demo content, which the services seed with their
 * catalogue's facts and the header's and the host's tests and stories share as samples.
 */
export {
  analytics,
  bullet,
  cmsComponent,
  cmsPage,
  columns,
  FULL_WIDTH,
  HALF,
  heading,
  linkedParagraph,
  numbered,
  paragraph,
  pictured,
  QUARTER,
  span,
  THIRD,
  textPromoCard,
  tradingCell,
} from './cms-build.ts';
export type { CategoryBanner, ContentPicture, MegaMenuFacts, PictureSrc } from './cms-samples.ts';
export {
  categoryBannerCell,
  DeliberateContentError,
  edgeCaseContent,
  megaMenuContent,
  sampleCategoryFragment,
  sampleMenuContent,
  sampleSeasonalContent,
  sampleTextPromoCard,
  sampleTradingCell,
  sampleUrlName,
  seasonalMenuContent,
  specialistShopsCard,
  STORY_IMAGE_SRC,
  throwingComponent,
  UNMAPPED_RESOURCE_TYPE,
} from './cms-samples.ts';
