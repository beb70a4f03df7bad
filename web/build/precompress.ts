import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers a compressed answer adds outweigh what it saves. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the
 * strongest settings, since it is done once and not per request. The embedded server sends the
 * copy a browser accepts (functions/src/http/web-app.ts). A copy that saves nothing is not kept.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'thumbforge:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the prerendered pages among them).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
          (file) => TEXT_FILE.test(file) && !file.split(sep).some((part) => part.startsWith('.')),
        );
        for (const file of files) {
          const path = join(outDir, file);
          const bytes = readFileSync(path);
          if (bytes.length < MIN_BYTES) continue;
          const copies = {
            br: brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gz: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          };
          for (const [suffix, copy] of Object.entries(copies)) {
            if (copy.length < bytes.length) writeFileSync(`${path}.${suffix}`, copy);
          }
        }
      },
    },
  };
}
