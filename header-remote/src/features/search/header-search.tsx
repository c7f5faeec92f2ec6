/** The search box, suggestions and history (issue 4). Placeholder until the feature lands. */
export function HeaderSearch() {
  return null;
}
