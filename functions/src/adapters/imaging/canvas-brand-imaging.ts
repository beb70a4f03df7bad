import type { BrandImaging, ThumbnailLook } from '../../core/ports/brand-imaging.port.js';
import { inspectUpload } from '../../core/uploads/inspect-upload.js';
import { currentWork } from '../../core/work-context.js';
import { renderCost, sharedRenderPool, type RenderPool } from '../render-pool/render-pool.js';
import type { PhotoAnalyser } from '../vision/photo-analyser.js';
import { decodeCost } from './canvas-image-processor.js';
import { LOOK_HEIGHT, LOOK_WIDTH } from './brand-look.js';
import { pixelsOutsideFaces } from './face-mask.js';
import { LOGO_MAX_SIDE } from './prepare-logo.js';

/** Colours clustered: more than a kit holds, so a big neutral cluster leaves room for the brand's. */
const CLUSTERS = 8;

function hex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A brand kit's pixel work on the render pool (colours, light, title treatment, logos) and the
 * analysis worker (faces). Thumbnails are read one after another, each decoded once at a small
 * size (its faces found in that, not in the upload), so ten large uploads cost no more memory at
 * once than one; each after the first waits its own turn for pixel work, as a request would, so
 * ten of them cost ten turns. Colours are clustered over what lies outside the faces.
 */
export function createCanvasBrandImaging(
  analyser: () => PhotoAnalyser,
  pool: RenderPool = sharedRenderPool(),
): BrandImaging {
  return {
    async readLooks(thumbnails) {
      const inspected = thumbnails.map((bytes) => ({ bytes, header: inspectUpload(bytes) }));
      const looks: ThumbnailLook[] = [];
      const everyPixel = new Uint8Array(inspected.length * LOOK_WIDTH * LOOK_HEIGHT * 3);
      const outsideFaces = new Uint8Array(everyPixel.length);
      let kept = 0;
      for (const [index, { bytes, header }] of inspected.entries()) {
        if (index > 0) await currentWork().nextTurn?.();
        const read = await pool.run('brand-look', { bytes }, { cost: decodeCost(header) });
        everyPixel.set(read.rgb, index * read.rgb.length);
        const faces = await analyser().faces(read.small);
        const others = pixelsOutsideFaces(read.rgb, LOOK_WIDTH, LOOK_HEIGHT, faces);
        outsideFaces.set(others, kept);
        kept += others.length;
        looks.push({
          brightness: read.brightness,
          saturation: read.saturation,
          title: read.title,
          faces,
        });
      }
      // Faces filling every thumbnail leave nothing else to read: then their colours are the look.
      const rgb = kept > 0 ? outsideFaces.subarray(0, kept) : everyPixel;
      const clusters = await pool.run('brand-colours', { rgb, k: CLUSTERS });
      return {
        thumbnails: looks,
        colours: clusters.map((cluster) => ({ colour: hex(cluster.rgb), share: cluster.share })),
      };
    },
    async prepareLogo(bytes) {
      const header = inspectUpload(bytes);
      const png = await pool.run(
        'normalize-logo',
        { bytes },
        {
          cost: decodeCost(header) + renderCost({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE }, 1),
        },
      );
      return Buffer.from(png.buffer, png.byteOffset, png.length);
    },
  };
}
