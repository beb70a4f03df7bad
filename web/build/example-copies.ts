import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Plugin } from 'vite';
import { EXAMPLE_COPY_WIDTHS, exampleCopy } from '../src/features/landing/landing-examples.ts';

const EXAMPLES = 'examples';
const WEBP_QUALITY = 80;
/** A copy's URL: the example's name, then its width. */
const COPY = /^\/examples\/([\w-]+)-(\d+)w\.webp$/;

/** The WebP image `bytes` scaled to `width` pixels wide, its proportions kept. */
export async function scaledWebp(bytes: Buffer, width: number): Promise<Buffer> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(width, Math.round((width * image.height) / image.width));
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.encode('webp', WEBP_QUALITY);
}

/**
 * The landing page's rendered examples (public/examples, 1280 wide) at the narrower widths their
 * `srcset` offers: written beside them by the build, made on request by the dev server.
 */
export function exampleCopies(): Plugin {
  let publicDir = '';
  let outDir = '';
  return {
    name: 'thumbforge:example-copies',
    apply: (_config, env) => !env.isSsrBuild,
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const [, name, width] = COPY.exec(req.url ?? '') ?? [];
        if (!name || !EXAMPLE_COPY_WIDTHS.some((w) => String(w) === width)) {
          next();
          return;
        }
        scaledWebp(readFileSync(join(publicDir, EXAMPLES, `${name}.webp`)), Number(width)).then(
          (copy) => res.setHeader('Content-Type', 'image/webp').end(copy),
          next,
        );
      });
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const dir = join(outDir, EXAMPLES);
        const originals = readdirSync(dir).filter(
          (file) => file.endsWith('.webp') && !COPY.test(`/${EXAMPLES}/${file}`),
        );
        for (const file of originals) {
          const bytes = readFileSync(join(dir, file));
          for (const width of EXAMPLE_COPY_WIDTHS) {
            const copy = exampleCopy(`/${EXAMPLES}/${file}`, width);
            writeFileSync(join(outDir, copy), await scaledWebp(bytes, width));
          }
        }
      },
    },
  };
}
