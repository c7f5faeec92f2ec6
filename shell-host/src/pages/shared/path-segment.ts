/** The decoded path segment right after `prefix` (which ends in "/"), or '' when the path holds none. */
export function segmentAfter(prefix: string, pathname: string): string {
  if (!pathname.startsWith(prefix)) return '';
  const [segment = ''] = pathname.slice(prefix.length).split('/');
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
