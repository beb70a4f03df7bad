/**
 * The figures behind the likeness threshold (`MIN_LIKENESS`, issue 22): the astronaut's face in
 * the photo against her own cut-out in rendered thumbnails, resized and recoloured (same person),
 * and against other people and the cat (different). Each pair is scored by cosine, the measure the
 * feed check uses, and by Human's own `match.similarity` for comparison. The other people are
 * crops of Human's sample picture (MIT, node_modules/@vladmandic/human/assets/samples.jpg).
 */
import { readFileSync } from 'node:fs';
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import { createLocalRenderer } from '../functions/src/adapters/local-renderer/local-renderer.js';
import { normalizeUpload } from '../functions/src/adapters/imaging/normalize-upload.js';
import { installedPackageDir } from '../functions/src/adapters/vision/model-files.js';
import { createPhotoAnalyser } from '../functions/src/adapters/vision/photo-analyser.js';
import { faceSimilarity } from '../functions/src/adapters/vision/face-similarity.js';
import { MIN_LIKENESS } from '../functions/src/core/feed-check/likeness-rule.js';
import { paintLayeredImages } from '../functions/src/core/thumbnails/painting/index.js';
import { FIXTURE_PHOTOS } from '../functions/test/support/crafted-images.js';
import { verdict, type Measurement, type Report } from './support/report.js';

const PROMPTS = [
  'me looking excited, big arrow pointing at my face',
  'neon purple background, zoom in on my face',
  'black and white, dark background',
];
/** Where Human's sample picture shows a face big enough to read: x, y, width, height. */
const STRANGERS = [
  [150, 0, 140, 150],
  [305, 0, 200, 150],
  [1060, 0, 220, 150],
  [150, 380, 200, 200],
  [300, 420, 200, 200],
] as const;

/** Human's `match.similarity` with its defaults (order 2, multiplier 25, min 0.2, max 0.8). */
function humanSimilarity(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += ((a[i] as number) - (b[i] as number)) ** 2;
  const distance = Math.round(100 * 25 * sum) / 100;
  const scaled = (1 - Math.sqrt(distance) / 100 - 0.2) / (0.8 - 0.2);
  return Math.max(0, Math.min(1, scaled));
}

async function redrawn(
  bytes: Uint8Array,
  size: { width: number; height: number },
  tint?: (context: SKRSContext2D) => void,
  crop?: readonly [number, number, number, number],
): Promise<Buffer> {
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (crop) context.drawImage(image, ...crop, 0, 0, size.width, size.height);
  else context.drawImage(image, 0, 0, size.width, size.height);
  if (tint) tint(context);
  return canvas.toBuffer('image/png');
}

function fill(operation: SKRSContext2D['globalCompositeOperation'], colour: string) {
  return (context: SKRSContext2D) => {
    context.globalCompositeOperation = operation;
    context.fillStyle = colour;
    context.fillRect(0, 0, context.canvas.width, context.canvas.height);
  };
}

export const likeness: Measurement = {
  name: 'likeness',
  async run(): Promise<Report> {
    const analyser = createPhotoAnalyser({ timeoutMs: 120_000 });
    try {
      const photo = (await normalizeUpload(readFileSync(`${FIXTURE_PHOTOS}/astronaut.png`))).jpeg;
      const [her] = (await analyser.analyse(photo))?.faces ?? [];
      if (!her) throw new Error('no face found in astronaut.png');
      const scored = async (label: string, image: Uint8Array) => {
        const faces = (await analyser.analyse(image))?.faces ?? [];
        const best = (measure: typeof faceSimilarity) =>
          faces.reduce((top, face) => Math.max(top, measure(her.embedding, face.embedding)), 0);
        return {
          label,
          faces: faces.length,
          cosine: best(faceSimilarity),
          human: best(humanSimilarity),
        };
      };

      const same = [
        await scored('resized to 50%', await redrawn(photo, { width: 256, height: 256 })),
        await scored('resized to 25%', await redrawn(photo, { width: 128, height: 128 })),
        await scored(
          'greyscale',
          await redrawn(photo, { width: 512, height: 512 }, fill('saturation', '#888888')),
        ),
        await scored(
          'warm tint',
          await redrawn(photo, { width: 512, height: 512 }, fill('multiply', '#ffb070')),
        ),
      ];
      const renderer = createLocalRenderer({ analyser });
      for (const prompt of PROMPTS) {
        const images = await paintLayeredImages(renderer, {
          photo,
          prompt,
          genre: 'education',
          mood: 'exciting',
          title: 'My First Spacewalk',
          resolution: '1280 x 720',
          preferences: EMPTY_PREFERENCES,
          variants: 4,
        });
        for (const [variant, image] of images.entries()) {
          same.push(await scored(`render "${prompt}" #${variant + 1}`, image.baseArt));
        }
      }

      const samples = readFileSync(
        `${installedPackageDir('@vladmandic/human')}/assets/samples.jpg`,
      );
      const different = [
        await scored('chelsea (the cat)', readFileSync(`${FIXTURE_PHOTOS}/chelsea.png`)),
      ];
      for (const [index, crop] of STRANGERS.entries()) {
        const size = { width: crop[2] * 3, height: crop[3] * 3 };
        different.push(
          await scored(`stranger ${index + 1}`, await redrawn(samples, size, undefined, crop)),
        );
      }

      const least = Math.min(...same.map((row) => row.cosine));
      const most = Math.max(...different.map((row) => row.cosine));
      const line = (row: (typeof same)[number]) =>
        `${row.label}: cosine ${row.cosine.toFixed(3)}, Human's ${row.human.toFixed(3)} (${row.faces} face${row.faces === 1 ? '' : 's'})`;
      return {
        title: `Likeness (threshold ${MIN_LIKENESS}, cosine of faceres embeddings)`,
        rows: [
          {
            figure: 'same person, least alike',
            value: least.toFixed(3),
            budget: `>= ${MIN_LIKENESS}`,
            verdict: verdict(least >= MIN_LIKENESS),
          },
          {
            figure: 'another person, most alike',
            value: most.toFixed(3),
            budget: `< ${MIN_LIKENESS}`,
            verdict: verdict(most < MIN_LIKENESS),
          },
          { figure: 'margin (same least - other most)', value: (least - most).toFixed(3) },
        ],
        notes: [
          'Same person (astronaut.png against):',
          ...same.map((row) => `  ${line(row)}`),
          'Another person:',
          ...different.map((row) => `  ${line(row)}`),
        ],
      };
    } finally {
      await analyser.close();
    }
  },
};
