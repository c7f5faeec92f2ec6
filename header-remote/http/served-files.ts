/**
 * Which of the build's files the remote serves to anyone who asks. Source maps help a developer
 * read the code; in production they also hand it, comments and all, to anyone (issue 35), so they
 * are served only outside production.
 */
export function servedToBrowsers(pathName: string, { production }: { readonly production: boolean }): boolean {
  const file = pathName.split('?', 1)[0] ?? '';
  return !(production && /\.map(\.br|\.gz)?$/.test(file));
}
