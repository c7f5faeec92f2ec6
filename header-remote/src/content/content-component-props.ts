import type { ReactNode } from 'react';
import type { CmsComponent } from '@grocer/shared-contracts/domain';
import type { ContentEnvironment } from './content-environment.ts';

/** How a list of components is laid out: the CMS's 12-column grid on a page, one column in a menu. */
export type ContentVariant = 'menu' | 'page';

export type ContentOptions = {
  readonly variant: ContentVariant;
  /** The level of a card's own heading; rich-text headings sit below it. */
  readonly headingLevel: 2 | 3 | 4 | 5;
  readonly removeEmptyParagraphs: boolean;
};

/** What every mapped component gets. */
export type ContentComponentProps = {
  readonly component: CmsComponent;
  /** Its grid position, from 1 in reading order (images lazy-load after position 10). */
  readonly position: number;
  readonly options: ContentOptions;
  readonly environment: ContentEnvironment;
  /** Its `childComponents`, each placed, guarded and tracked like a top-level one, in `li` or `div` wrappers. */
  readonly renderChildren: (wrapper: 'div' | 'li') => ReactNode[];
};
