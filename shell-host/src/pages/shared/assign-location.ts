/** The browser's own way to another page: what a page's `navigate` does outside tests. */
export const assignLocation = (path: string): void => window.location.assign(path);
