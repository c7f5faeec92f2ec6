/**
 * Which of the build's files the remote serves to a request. In production (issue 35) no source
 * maps go out, to anyone: they hand the code over, comments and all. And the server build
 * (`server/`: what hosts' servers verify and run, decision 034) goes only to servers: a browser
 * always says what it fetches for (`Sec-Fetch-Mode`), a host's server does not.
 */
export function served(
  pathName: string,
  { production, fromBrowser }: { readonly production: boolean; readonly fromBrowser: boolean },
): boolean {
  if (!production) return true;
  const file = pathName.split('?', 1)[0] ?? '';
  if (/\.map(\.br|\.gz)?$/.test(file)) return false;
  return !(fromBrowser && file.startsWith('/server/'));
}
