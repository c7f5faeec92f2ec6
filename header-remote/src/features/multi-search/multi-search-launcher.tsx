/** The button that opens the multi-search modal (issue 4). Placeholder until the feature lands. */
export function MultiSearchLauncher() {
  return null;
}
