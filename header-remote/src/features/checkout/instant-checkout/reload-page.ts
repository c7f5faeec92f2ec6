/**
 * Reloads the page (the "Please try again" modal). Its own seam, like
 * `navigateTo`: jsdom cannot reload, so tests spy on it. Assigning the same
 * URL would not reload a page whose address has a hash (the checkout's).
 */
export function reloadPage(): void {
  window.location.reload();
}
