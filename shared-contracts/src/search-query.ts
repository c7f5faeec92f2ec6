import * as z from './zod.ts';
import { CUSTOM_TAGS_MAX, isCustomTag } from './custom-tags.ts';

/** Spec section 3's custom tags, as a prop and a product search carry them (custom-tags.ts). */
export const CustomTags = z
  .array(
    z
      .string()
      .check(z.refine(isCustomTag, { message: 'Expected lower-case words joined by hyphens, at most 50 characters' })),
  )
  .check(z.refine((tags) => tags.length <= CUSTOM_TAGS_MAX, { message: `At most ${CUSTOM_TAGS_MAX} custom tags` }));
export type CustomTags = z.infer<typeof CustomTags>;
