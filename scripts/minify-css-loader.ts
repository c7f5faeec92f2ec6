/**
 * A webpack loader that minifies each CSS file with Lightning CSS before
 * css-loader reads it. style-loader puts the CSS into the JavaScript as a
 * string, which the JS minifier leaves as it is, so without this every space
 * and comment of the header's styles was shipped in its critical path.
 * CSS Modules syntax (`composes`) passes through for css-loader to resolve.
 */
import { transform } from 'lightningcss';

/** Browsers the output must keep working in: no syntax newer than these (media query ranges stay max-width). */
const TARGETS = { chrome: 100 << 16, firefox: 100 << 16, safari: (15 << 16) | (4 << 8) };

export default function minifyCss(this: { readonly resourcePath: string }, source: string): string {
  const { code } = transform({
    filename: this.resourcePath,
    code: Buffer.from(source),
    minify: true,
    cssModules: false,
    targets: TARGETS,
    sourceMap: false,
  });
  return code.toString();
}
