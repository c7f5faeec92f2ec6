/*
 * CMS content written by hand (`@grocer/shared-contracts/cms-builders`, the workspace's only: not
 * published): the builders, which the services' demo seed uses too, and the sample content the
 * header's and the host's tests and stories share.
 */
export {
  analytics,
  bullet,
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
} from './cms-build.ts';
export {
  DeliberateContentError,
  edgeCaseContent,
  sampleCategoryFragment,
  sampleMenuContent,
  sampleSeasonalContent,
  sampleTextPromoCard,
  sampleTradingCell,
  sampleUrlName,
  specialistShopsCard,
  STORY_IMAGE_SRC,
  throwingComponent,
  UNMAPPED_RESOURCE_TYPE,
} from './cms-samples.ts';
