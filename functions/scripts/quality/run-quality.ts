/**
 * The quality corpus (issue 31): renders every request of corpus.json through the local renderer
 * as the embedded runtime does (2 variants at 1280x720, edits chained on the first), measures
 * each thumbnail with the defect detectors (functions/src/core/quality/) and the feed check,
 * prints each defect's rate, the share of clean thumbnails and the time per thumbnail, and
 * writes contact sheets (each tile the thumbnail, its photo, the request, the reply and the
 * defects) and report.json to .quality/ (git-ignored), or QUALITY_DIR.
 *
 *   npm run quality
 *   QUALITY_ONLY=group npm run quality     (one kind of request)
 *   QUALITY_ONLY=5,13,23 npm run quality   (requests by their number on the sheets)
 *   QUALITY_FIXTURES=/path/to/fixtures     (the folder holding people/ and photos/)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMPTY_PREFERENCES,
  FEED_CHECK_IDS,
  type FeedCheckId,
  type Genre,
  type Mood,
  type Resolution,
} from '@thumbforge/contract';
import { composeThumbnail } from '../../src/adapters/imaging/compose-thumbnail.js';
import { measureFeed } from '../../src/adapters/imaging/measure-feed.js';
import { normalizeUpload } from '../../src/adapters/imaging/normalize-upload.js';
import { createLocalRenderer } from '../../src/adapters/local-renderer/local-renderer.js';
import { measureScene } from '../../src/adapters/local-renderer/measure-scene.js';
import { createPhotoAnalyser } from '../../src/adapters/vision/photo-analyser.js';
import { createRenderPool } from '../../src/adapters/render-pool/render-pool.js';
import { runFeedCheck } from '../../src/core/feed-check/check-feed.js';
import type { LayeredImage } from '../../src/core/ports/image-model.port.js';
import {
  alikeVariants,
  detectDefects,
  DEFECT_IDS,
  subjectExtent,
  type SubjectExtent,
  type DefectId,
  type Measured,
} from '../../src/core/quality/index.js';
import { editLayeredImage, paintLayeredImages } from '../../src/core/thumbnails/painting/index.js';
import { qualitySheet, type SheetTile } from './quality-sheet.js';

interface CorpusRequest {
  kind: string;
  photo: string;
  /** The other photos the creator adds (a rival, a "before"), as the composer takes them. */
  things?: string[];
  genre: Genre;
  mood: Mood;
  title: string;
  prompt: string;
  edits?: string[];
}

const RESOLUTION: Resolution = '1280 x 720';
const VARIANTS = 2;
const TILES_PER_SHEET = 12;
const FIXTURES = process.env.QUALITY_FIXTURES ?? '/work/shared/fixtures';
const OUT_DIR = process.env.QUALITY_DIR ?? new URL('../../../.quality/', import.meta.url).pathname;
const corpus = JSON.parse(readFileSync(new URL('./corpus.json', import.meta.url), 'utf8')) as {
  requests: CorpusRequest[];
};

/** The reply's sentences that say something asked is not in the picture. */
const NOT_MET =
  /I can't|I couldn't|I could not|no room|as your photo shows it|left (it|the \w+|the others) out|needs (a|your)( \w+)? photo/i;

function notMet(image: LayeredImage, reply: string): string[] {
  const sentences = reply.split(/(?<=[.!])\s+/).filter((sentence) => NOT_MET.test(sentence));
  return [...(image.notDrawn ?? []), ...sentences];
}

interface Judged {
  request: number;
  kind: string;
  label: string;
  defects: DefectId[];
  warnings: FeedCheckId[];
  tile: SheetTile;
  measured: Measured | null;
}

const extentOf = (measured: Measured | null): SubjectExtent | null =>
  measured && subjectExtent(measured);

// A shared machine may take long over the first photos and over each drawing: the corpus waits
// rather than measuring the saliency fallback or losing a request to a deadline.
const renderer = createLocalRenderer({
  analyser: createPhotoAnalyser({ timeoutMs: 180_000 }),
  pool: createRenderPool({ deadlineMs: 300_000 }),
});

async function judge(
  image: LayeredImage,
  reply: string,
): Promise<Omit<Judged, 'request' | 'kind' | 'label' | 'tile'> & { jpeg: Buffer }> {
  const { jpeg } = await composeThumbnail({ ...image, resolution: RESOLUTION });
  const feed = measureFeed({
    jpeg,
    baseArt: image.baseArt,
    titleLayer: image.titleLayer,
    resolution: RESOLUTION,
  });
  const checks = await runFeedCheck(
    { jpeg, baseArt: image.baseArt, titleLayer: image.titleLayer, resolution: RESOLUTION },
    { measureFeed: async () => feed },
  );
  const measured = measureScene(image, jpeg);
  const defects = detectDefects({ measured, title: feed.title, notMet: notMet(image, reply) });
  return {
    jpeg,
    measured,
    defects,
    warnings: checks.filter((check) => check.status === 'warn').map((check) => check.id),
  };
}

async function renderRequest(
  request: CorpusRequest,
  index: number,
): Promise<{ judged: Judged[]; ms: number; made: number }> {
  const upload = async (path: string) =>
    (await normalizeUpload(readFileSync(join(FIXTURES, path)))).jpeg;
  const photo = await upload(request.photo);
  const things = await Promise.all((request.things ?? []).map(upload));
  const started = performance.now();
  const variants = await paintLayeredImages(renderer, {
    photo,
    things,
    prompt: request.prompt,
    genre: request.genre,
    mood: request.mood,
    title: request.title,
    resolution: RESOLUTION,
    preferences: EMPTY_PREFERENCES,
    variants: VARIANTS,
  });
  let ms = performance.now() - started;
  const reply = variants[0]?.planned ?? '';
  const made: { image: LayeredImage; label: string; reply: string }[] = variants.map(
    (image, i) => ({ image, label: `variant ${i + 1}`, reply }),
  );
  const [first] = variants;
  if (first && request.edits) {
    let image = first;
    const replies: string[] = [];
    for (const prompt of request.edits) {
      const editStarted = performance.now();
      const edited = await editLayeredImage(renderer, {
        image,
        prompt,
        history: [],
        preferences: EMPTY_PREFERENCES,
      });
      ms += performance.now() - editStarted;
      const said = [
        edited.applied.length > 0 ? `I ${edited.applied.join(', ')}.` : '',
        ...edited.declined,
        edited.notUnderstood.length > 0 ? `I couldn't do ${edited.notUnderstood.join(', ')}.` : '',
      ];
      replies.push(`"${prompt}": ${said.filter(Boolean).join(' ')}`);
      image = edited;
    }
    made.push({ image, label: `after ${request.edits.length} edits`, reply: replies.join(' ') });
  }
  const judged: Judged[] = [];
  for (const { image, label, reply: said } of made) {
    const result = await judge(image, said);
    judged.push({
      request: index,
      kind: request.kind,
      label,
      defects: result.defects,
      warnings: result.warnings,
      measured: result.measured,
      tile: {
        thumbnail: result.jpeg,
        photo,
        lines: [
          `#${index + 1} ${label} (${request.kind}, ${request.genre}${
            things.length > 0 ? `, +${request.things?.join(', ')}` : ''
          }): "${request.prompt}"${
            request.edits ? ` then ${request.edits.map((edit) => `"${edit}"`).join(', ')}` : ''
          }`,
          `reply: ${said || '(none)'}`,
          `defects: ${result.defects.join(', ') || 'none'}`,
        ],
      },
    });
  }
  const generated = judged.filter((entry) => entry.label.startsWith('variant'));
  for (const i of alikeVariants(generated.map((entry) => entry.measured))) {
    const entry = generated[i];
    if (entry)
      entry.defects = DEFECT_IDS.filter(
        (id) => id === 'variants-alike' || entry.defects.includes(id),
      );
  }
  for (const entry of judged) {
    const caption = entry.tile.lines;
    caption[2] = `defects: ${entry.defects.join(', ') || 'none'}`;
  }
  return { judged, ms, made: made.length };
}

function percent(count: number, total: number): string {
  return `${((100 * count) / Math.max(1, total)).toFixed(0)}% (${count})`;
}

/** Whether QUALITY_ONLY picks a request: by its kind, or by its numbers as the sheets show them. */
function picked(only: string, request: CorpusRequest, index: number): boolean {
  if (request.kind === only) return true;
  return only.split(',').some((number) => Number(number.trim()) === index + 1);
}

async function main(): Promise<void> {
  const only = process.env.QUALITY_ONLY;
  const all: Judged[] = [];
  let totalMs = 0;
  let totalMade = 0;
  for (const [index, request] of corpus.requests.entries()) {
    if (only && !picked(only, request, index)) continue;
    const { judged, ms, made } = await renderRequest(request, index);
    all.push(...judged);
    totalMs += ms;
    totalMade += made;
    for (const entry of judged) {
      process.stdout.write(
        `#${index + 1} ${entry.label} ${request.kind}: ${entry.defects.join(', ') || 'clean'}` +
          `${entry.warnings.length > 0 ? ` | feed check warns ${entry.warnings.join(', ')}` : ''}\n`,
      );
    }
  }
  mkdirSync(OUT_DIR, { recursive: true });
  for (let from = 0; from < all.length; from += TILES_PER_SHEET) {
    const tiles = all.slice(from, from + TILES_PER_SHEET).map((entry) => entry.tile);
    writeFileSync(
      join(OUT_DIR, `sheet-${String(from / TILES_PER_SHEET + 1).padStart(2, '0')}.png`),
      qualitySheet(tiles),
    );
  }
  const clean = all.filter((entry) => entry.defects.length === 0).length;
  const rates = Object.fromEntries(
    DEFECT_IDS.map((id) => [id, all.filter((entry) => entry.defects.includes(id)).length]),
  );
  const warned = Object.fromEntries(
    FEED_CHECK_IDS.map((id) => [id, all.filter((entry) => entry.warnings.includes(id)).length]),
  );
  process.stdout.write(
    `\n${all.length} thumbnails from ${new Set(all.map((e) => e.request)).size} requests\n`,
  );
  process.stdout.write(`clean by the detectors: ${percent(clean, all.length)}\n`);
  for (const id of DEFECT_IDS)
    process.stdout.write(`  ${id}: ${percent(rates[id] ?? 0, all.length)}\n`);
  process.stdout.write(
    `feed check warnings: ${
      FEED_CHECK_IDS.filter((id) => (warned[id] ?? 0) > 0)
        .map((id) => `${id} ${percent(warned[id] ?? 0, all.length)}`)
        .join(', ') || 'none'
    }\n`,
  );
  process.stdout.write(`time per thumbnail: ${(totalMs / Math.max(1, totalMade)).toFixed(0)} ms\n`);
  process.stdout.write(`contact sheets in ${OUT_DIR}\n`);
  writeFileSync(
    join(OUT_DIR, 'report.json'),
    JSON.stringify(
      {
        thumbnails: all.length,
        clean,
        defects: rates,
        feedCheckWarnings: warned,
        msPerThumbnail: totalMs / Math.max(1, totalMade),
        each: all.map(({ request, kind, label, defects, warnings, measured }) => ({
          request: request + 1,
          kind,
          label,
          defects,
          warnings,
          subject: extentOf(measured),
          faces: measured?.geometry.faces,
          title: measured?.geometry.title,
          fades: measured?.geometry.fades,
        })),
      },
      null,
      2,
    ),
  );
}

await main();
