/**
 * The chunks `hydrate` (mount.tsx) always loads besides the `mount` expose's own, by their
 * `webpackChunkName`: the state script's parser. The manifest lists them among the expose's async
 * chunks with every lazy piece, so a page's server that names the hydration files as preloads
 * (the reference host, the fragment) finds them by these names, not by guessing. Keep in step
 * with the magic comments in mount.tsx; the bench refuses a build without the chunk.
 */
export const hydrationChunks: readonly string[] = ['server-state'];

/** The files of `asyncFiles` that are a hydration chunk: `<name>.<hash>.js`. */
export function hydrationChunkFiles(
  asyncFiles: readonly string[],
  names: readonly string[] = hydrationChunks,
): string[] {
  return asyncFiles.filter((file) => names.some((name) => file.startsWith(`${name}.`) && file.endsWith('.js')));
}
