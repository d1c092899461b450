import type { Compiler } from '@rspack/core';
import { remotesManifest } from '../../topology';

/** Emits remotes.json beside index.html; a deployment may replace that file without a rebuild. */
export class RemotesJsonPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemotesJsonPlugin', stage: 0 }, () => {
        const json = JSON.stringify(remotesManifest(), null, 2) + '\n';
        compilation.emitAsset('remotes.json', new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}
