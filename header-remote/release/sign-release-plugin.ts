import path from 'node:path';
import type { Compiler } from 'webpack';
import { writeReleaseManifest } from './release-files.ts';
import { releaseSigningKey } from './signing-key.ts';

/**
 * Signs the release once the server build is written. The server build depends on the browser
 * build (header-remote/webpack.config.ts), so the browser manifest and stylesheets are there too.
 */
export class SignReleasePlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('SignReleasePlugin', async () => {
      const key = releaseSigningKey(process.env, (message) => console.warn(message));
      await writeReleaseManifest(path.join(compiler.outputPath, '..'), key);
    });
  }
}
