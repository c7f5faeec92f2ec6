/**
 * Which of the host's build files go to browsers. Never the raw page template (pages come from the
 * page route, with their CSP), the server's own build (dist/server/), nor the build's federation
 * manifest and stats (mf-*.json), which this server reads for what the page shares. In production,
 * no source maps either: they hand the code over, comments and all.
 */
export function served(pathName: string, { production }: { readonly production: boolean }): boolean {
  const file = pathName.split('?', 1)[0] ?? '';
  if (file.startsWith('/index.html') || file.startsWith('/server/') || file.startsWith('/mf-')) return false;
  return !(production && /\.map(\.br|\.gz)?$/.test(file));
}
