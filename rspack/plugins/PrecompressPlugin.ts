import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';

/** The .gz and .br twins of a text file (maximum levels: they are made once, at build time). */
export function compressedTwins(buffer: Buffer): [string, Buffer][] {
  return [
    ['.gz', zlib.gzipSync(buffer, { level: 9 })],
    [
      '.br',
      zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ],
  ];
}

/**
 * Writes .gz and .br beside every text asset so the static servers send compressed files with no
 * work per request: on a slow connection the bytes on the wire are what the visitor waits for.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrecompressPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|html|json|svg|css)$/.test(name)) continue;
            const buffer = Buffer.from(source.source());
            if (buffer.length < 1024) continue;
            for (const [ext, twin] of compressedTwins(buffer)) {
              compilation.emitAsset(`${name}${ext}`, new RawSource(twin));
            }
          }
        },
      );
    });
  }
}
