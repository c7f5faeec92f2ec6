/**
 * Sends the shopper to another page of the site (a committed search, a
 * multi-search): a real page load of the host's page. One seam for the whole
 * header, so tests can see where it goes: jsdom cannot navigate.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** Reloads the host's page (after cancelling an amend, or from the generic error modal): the same seam. */
export function reloadPage(): void {
  window.location.reload();
}
