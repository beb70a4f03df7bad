/**
 * Memory of the server process while it zips 10 and then 50 images for
 * `POST /download/download-zip`: streamed, the growth should not follow the zip's size. The
 * server runs as its own process: it samples `process.memoryUsage()` every 10 ms itself, and this
 * process reads its RSS from /proc/<pid>/status every 10 ms and its kernel-kept peak (VmHWM,
 * reset just before). The 50 images are real generated thumbnails (one generation of 4 variants
 * at 1920 x 1080 through the API), copied through the file store port to 50 distinct files.
 *
 * BENCH_ZIP_IMAGES (default 50), BENCH_PHOTO (default rocket.jpg).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_PATHS } from '@thumbforge/contract';
import { procStatus, resetPeak } from '../functions/test/support/proc-memory.js';
import type { MemoryReport } from './support/protocol.js';
import { mb, ms, times, type Measurement, type Report, type Row } from './support/report.js';
import {
  buyPlan,
  bearer,
  type BenchServer,
  createChat,
  freshToken,
  signUp,
  startBenchServer,
} from './support/server-process.js';

const IMAGES = Number(process.env.BENCH_ZIP_IMAGES ?? 50);
const PHOTO = process.env.BENCH_PHOTO ?? '/work/shared/fixtures/photos/rocket.jpg';

interface ZipMemory {
  zipBytes: number;
  elapsed: number;
  idleRss: number;
  peakRss: number;
  rssGrowth: number;
  heapGrowth: number;
  bufferGrowth: number;
  hwm: number | null;
  procPeak: number;
  samples: number;
}

/** Downloads one zip of `imageUrls`, reading it as fast as it comes, and samples the server. */
async function measureZip(
  server: BenchServer,
  token: string,
  imageUrls: string[],
): Promise<ZipMemory> {
  await server.call({ method: 'memoryStart' });
  // Reset first, so the idle RSS is read after the peak starts over from it.
  const peakReset = resetPeak(server.pid);
  const idleRss = procStatus(server.pid, 'VmRSS');
  let procPeak = idleRss;
  const sampler = setInterval(() => {
    procPeak = Math.max(procPeak, procStatus(server.pid, 'VmRSS'));
  }, 10);
  const started = performance.now();
  let zipBytes = 0;
  let status = 0;
  try {
    const res = await fetch(`${server.api}${API_PATHS.downloadZip}`, {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ imageUrls }),
    });
    status = res.status;
    const reader = res.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      zipBytes += chunk.value.byteLength;
    }
  } finally {
    clearInterval(sampler);
  }
  const elapsed = performance.now() - started;
  const hwm = procStatus(server.pid, 'VmHWM');
  const memory = await server.call<MemoryReport>({ method: 'memoryStop' });
  if (status !== 200) throw new Error(`download-zip answered ${status}`);
  return {
    zipBytes,
    elapsed,
    idleRss,
    peakRss: memory.peak.rss,
    rssGrowth: memory.peak.rss - memory.idle.rss,
    heapGrowth: memory.peak.heapUsed - memory.idle.heapUsed,
    bufferGrowth: memory.peak.arrayBuffers - memory.idle.arrayBuffers,
    hwm: peakReset ? hwm : null,
    procPeak,
    samples: memory.samples,
  };
}

/** The figures of one zip, labelled with its image count. */
function zipRows(images: number, zip: ZipMemory): Row[] {
  const label = (figure: string) => `${images} images: ${figure}`;
  return [
    { figure: label('zip size'), value: mb(zip.zipBytes, 2), baseline: '', budget: 'none set' },
    { figure: label('time to download'), value: ms(zip.elapsed, 0) },
    {
      figure: label('RSS growth vs zip size'),
      value: mb(zip.rssGrowth),
      baseline: `${mb(zip.zipBytes)} zip`,
      ratio: times(zip.rssGrowth / zip.zipBytes),
    },
    {
      figure: label('peak RSS (/proc VmHWM)'),
      value: zip.hwm === null ? 'n/a' : mb(zip.hwm),
      baseline: `${mb(zip.idleRss)} idle`,
      ratio: zip.hwm === null ? '' : times(Math.max(0, zip.hwm - zip.idleRss) / zip.zipBytes),
    },
    {
      figure: label('peak RSS (/proc VmRSS, 10 ms)'),
      value: mb(zip.procPeak),
      baseline: `${mb(zip.idleRss)} idle`,
    },
    {
      figure: label('heap used growth'),
      value: mb(zip.heapGrowth),
    },
    {
      figure: label('ArrayBuffer growth'),
      value: mb(zip.bufferGrowth),
      ratio: times(zip.bufferGrowth / zip.zipBytes),
    },
  ];
}

export const zipMemory: Measurement = {
  name: 'zip-memory',
  async run(): Promise<Report> {
    const server = await startBenchServer({ imagesPerGeneration: 4 });
    try {
      const session = await signUp(server);
      await server.call({ method: 'credit', userId: session.userId, amount: 100 });
      // Full HD is Premium's perk.
      await buyPlan(server, session.token, 'premium');
      const chat = await createChat(server, session.token);
      const form = new FormData();
      form.append('prompt', 'Me pointing at the rocket, huge excitement');
      form.append('genre', 'tech');
      form.append('mood', 'exciting');
      form.append('title', 'Launch Day Vlog');
      form.append('resolution', '1920 x 1080');
      form.append('file', new Blob([readFileSync(PHOTO)], { type: 'image/jpeg' }), basename(PHOTO));
      const generated = await fetch(`${server.api}${API_PATHS.thumbnails(chat._id)}`, {
        method: 'POST',
        headers: bearer(session.token),
        body: form,
      });
      if (generated.status !== 201) {
        throw new Error(`generation answered ${generated.status}: ${await generated.text()}`);
      }
      const imageUrls = await server.call<string[]>({
        method: 'seedImages',
        userId: session.userId,
        chatId: chat._id,
        count: IMAGES,
      });
      const small = imageUrls.slice(0, Math.max(1, Math.round(IMAGES / 5)));
      const smallZip = await measureZip(server, await freshToken(server, session), small);
      const largeZip = await measureZip(server, await freshToken(server, session), imageUrls);
      const growthRatio = largeZip.rssGrowth / Math.max(1, smallZip.rssGrowth);
      return {
        title: `Memory while zipping ${small.length} and ${IMAGES} images (POST /download/download-zip, server process)`,
        rows: [
          ...zipRows(small.length, smallZip),
          ...zipRows(IMAGES, largeZip),
          {
            figure: `RSS growth, ${IMAGES} against ${small.length} images`,
            value: times(growthRatio),
            baseline: `zip ${times(largeZip.zipBytes / smallZip.zipBytes)} larger`,
            budget: 'about 1x: streamed',
          },
        ],
        notes: [
          `${largeZip.samples} in-process samples; idle = after a forced GC, before the request.`,
          'Ratios against the zip size: about 1x would mean every image is held in memory at once.',
          'The zip is streamed, each file read only when written: growth should not follow the zip',
          'size. RSS moves less than the buffers do: the allocator reuses pages freed before.',
        ],
      };
    } finally {
      await server.stop();
    }
  },
};
