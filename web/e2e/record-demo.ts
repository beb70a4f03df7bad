/**
 * Records the landing page's demo videos: the real app, served by the built embedded server,
 * taking a photo to generated thumbnails and then editing one, in Chromium, once on a desktop
 * (1280x720) and once on a phone (390x844, at twice the pixels, so its text stays sharp).
 *
 * Usage: npx tsc -b && npm run build -w web && npm run record:demo
 * Writes web/public/demo/thumbforge-demo.mp4, thumbforge-demo-phone.mp4 and their posters.
 *
 * Playwright's own video recorder needs a downloaded ffmpeg, so frames come from the DevTools
 * screencast instead and Debian's ffmpeg encodes them, each frame held until the next one
 * arrived, so the video keeps the real timing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { expectDashboardWithTokens, PASSWORD, signUpThroughUi } from './support/auth-flows.js';
import { launchChromium, seeAllTours, VIEWPORTS } from './support/browser.js';
import { createChat, toast } from './support/chat-flows.js';
import { freePort } from './support/embedded-server.js';
import { hidden, visible } from './support/expect-page.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = join(root, 'functions/lib/server.js');
const webIndex = join(root, 'web/dist/index.html');
const PHOTO = join(root, 'web/public/photos/astronaut.png');
const OUT_DIR = join(root, 'web/public/demo');
const FFMPEG = '/usr/bin/ffmpeg';
const MAX_BYTES = 3 * 1024 * 1024;

interface Recording {
  phone: boolean;
  viewport: { width: number; height: number };
  /** Device pixels per CSS pixel. */
  scale: number;
  /** The encoded video's width; its height follows. */
  width: number;
  video: string;
  poster: string;
}

const RECORDINGS: Recording[] = [
  {
    phone: false,
    viewport: { width: 1280, height: 720 },
    scale: 1,
    width: 1280,
    video: join(OUT_DIR, 'thumbforge-demo.mp4'),
    poster: join(OUT_DIR, 'thumbforge-demo-poster.jpg'),
  },
  {
    phone: true,
    viewport: VIEWPORTS.phone,
    scale: 2,
    width: 720,
    video: join(OUT_DIR, 'thumbforge-demo-phone.mp4'),
    poster: join(OUT_DIR, 'thumbforge-demo-phone-poster.jpg'),
  },
];

/** Who the video shows signed in: a person's name and address, not a test account's. */
const CREATOR = {
  firstName: 'Maya',
  lastName: 'Rao',
  email: 'maya@example.com',
  password: PASSWORD,
};
const GENERATION_TIMEOUT = 60_000;
/** How long the last frame stays on screen. */
const FINAL_HOLD_SECONDS = 2;

// The selectors of generation.spec.ts, which drives the same flow as a test.
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate thumbnail' });
const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Prompt', exact: true });
const followUpBox = (page: Page) => page.getByRole('textbox', { name: 'Follow-up prompt' });
const detailsPanel = (page: Page) => page.getByRole('group', { name: 'Image and video details' });
const fileInput = (page: Page) => detailsPanel(page).locator('input[type="file"]').first();
const editBanner = (page: Page) => page.getByText('Chatting about selected image', { exact: true });
const thumbnail = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).last();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(dataDir: string) {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${baseURL}/api/v1/config`)).ok) return { child, baseURL };
    } catch {
      // Not listening yet.
    }
    await pause(100);
  }
  child.kill('SIGTERM');
  throw new Error(`The server did not answer within 30 s:\n${log}`);
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

interface Frame {
  file: string;
  /** Seconds, from the screencast's metadata. */
  timestamp: number;
}

/** Writes every screencast frame to `dir`, acknowledging each so the next one comes. */
async function startScreencast(page: Page, dir: string, recording: Recording) {
  const session: CDPSession = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  const writes: Promise<void>[] = [];
  session.on('Page.screencastFrame', (event) => {
    const file = join(dir, `frame-${String(frames.length).padStart(6, '0')}.jpg`);
    frames.push({ file, timestamp: event.metadata.timestamp ?? Date.now() / 1000 });
    writes.push(writeFile(file, Buffer.from(event.data, 'base64')));
    session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => {});
  });
  await session.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 70,
    maxWidth: recording.viewport.width * recording.scale,
    maxHeight: recording.viewport.height * recording.scale,
    everyNthFrame: 1,
  });
  return {
    frames,
    async stop() {
      await session.send('Page.stopScreencast').catch(() => {});
      await Promise.all(writes);
      await session.detach().catch(() => {});
    },
  };
}

/** The creator flow of generation.spec.ts, slowed down so a viewer can follow it. */
async function performDemo(page: Page, recording: Recording) {
  if (recording.phone) {
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await pause(600);
  } else {
    // The collapsed sidebar keeps the chats at hand and gives the chat the room.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await pause(600);
  }
  await createChat(page);
  await pause(800);

  await page.getByRole('button', { name: 'Upload image and video details' }).click();
  await visible(detailsPanel(page));
  await pause(500);
  await fileInput(page).setInputFiles(PHOTO);
  await visible(detailsPanel(page).getByRole('img', { name: 'Your photo' }));
  await pause(700);
  for (const [select, option] of [
    ['Genre', 'Gaming'],
    ['Mood', 'Exciting'],
  ]) {
    await page.getByRole('combobox', { name: select }).click();
    await pause(500);
    await page.getByRole('option', { name: option, exact: true }).click();
    await hidden(page.getByRole('listbox'));
    await pause(400);
  }
  await page.getByRole('button', { name: /^Video Title/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Video Title' });
  await visible(dialog);
  await dialog
    .getByRole('textbox', { name: 'Video title' })
    .pressSequentially('I Survived 100 Days on Mars', { delay: 35 });
  await pause(400);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await hidden(dialog);
  await hidden(detailsPanel(page));
  await pause(600);

  await promptBox(page).pressSequentially(
    'Me in a space suit, shocked, space background, red arrow pointing at my face',
    {
      delay: 35,
    },
  );
  await pause(500);
  await generateButton(page).click();
  await visible(page.getByRole('status', { name: 'Generating' }));
  await toast(page, 'Thumbnail generated successfully!').waitFor({ timeout: GENERATION_TIMEOUT });
  const first = page.getByRole('list', { name: 'Generated thumbnails' }).first();
  await visible(first.getByRole('button', { name: 'Generated thumbnail 2', exact: true }));
  await first.scrollIntoViewIfNeeded();
  await pause(2_000);
  await page.screenshot({ path: recording.poster, type: 'jpeg', quality: 80 });

  await thumbnail(page, 'Generated thumbnail 2').click();
  await visible(editBanner(page));
  await pause(800);
  await followUpBox(page).pressSequentially(
    'make the background neon and change the text to "LIFT OFF"',
    { delay: 35 },
  );
  await pause(500);
  await followUpBox(page).press('Enter');
  await toast(page, 'Chat continued successfully!').waitFor({ timeout: GENERATION_TIMEOUT });
  await visible(page.getByRole('button', { name: 'Generated thumbnail', exact: true }));
  await page
    .getByRole('button', { name: 'Generated thumbnail', exact: true })
    .last()
    .scrollIntoViewIfNeeded();
  await pause(2_500);
}

function ffmpeg(args: string[]) {
  const result = spawnSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`ffmpeg ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
  }
}

/** Each frame lasts until the next one came; the last one for FINAL_HOLD_SECONDS. */
async function encode(
  frames: Frame[],
  dir: string,
  recording: Recording,
): Promise<{ crf: number; bytes: number }> {
  if (frames.length < 2) throw new Error(`Only ${frames.length} frames were captured`);
  const lines: string[] = [];
  frames.forEach((frame, i) => {
    const next = frames[i + 1];
    const duration = next ? Math.max(0.001, next.timestamp - frame.timestamp) : FINAL_HOLD_SECONDS;
    lines.push(`file '${frame.file}'`, `duration ${duration.toFixed(4)}`);
  });
  // The concat demuxer ignores the last entry's duration unless the file is listed again.
  lines.push(`file '${frames[frames.length - 1]!.file}'`);
  const list = join(dir, 'frames.txt');
  await writeFile(list, lines.join('\n') + '\n');

  for (let crf = 30; crf <= 45; crf += 3) {
    ffmpeg([
      ...['-f', 'concat', '-safe', '0', '-i', list],
      ...['-an', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-crf', String(crf)],
      ...['-preset', 'slow', '-movflags', '+faststart', '-vf', `scale=${recording.width}:-2`],
      ...['-r', '30', '-fps_mode', 'cfr', recording.video],
    ]);
    const { size } = await stat(recording.video);
    if (size < MAX_BYTES) return { crf, bytes: size };
    console.log(`crf ${crf} gives ${(size / 1024 / 1024).toFixed(2)} MB; trying higher`);
  }
  throw new Error(`The video stays over ${MAX_BYTES} bytes even at crf 45`);
}

function durationSeconds(file: string): number {
  const probe = spawnSync(
    '/usr/bin/ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
    { encoding: 'utf8' },
  );
  return Number.parseFloat(probe.stdout.trim());
}

async function main() {
  if (!existsSync(FFMPEG)) {
    throw new Error(`${FFMPEG} is missing: install Debian's ffmpeg (apt-get install ffmpeg).`);
  }
  for (const built of [serverEntry, webIndex]) {
    if (!existsSync(built)) {
      throw new Error(`${built} is missing: run \`npx tsc -b && npm run build -w web\` first.`);
    }
  }
  await mkdir(OUT_DIR, { recursive: true });
  for (const recording of RECORDINGS) await record(recording);
}

/** One recording, on a server and data of its own, so the same creator signs up each time. */
async function record(recording: Recording) {
  const dataDir = await mkdtemp(join(tmpdir(), 'thumbforge-demo-data-'));
  const framesDir = await mkdtemp(join(tmpdir(), 'thumbforge-demo-frames-'));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    const started = await startServer(dataDir);
    server = started.child;
    browser = await launchChromium();
    const context = await browser.newContext({
      baseURL: started.baseURL,
      viewport: recording.viewport,
      deviceScaleFactor: recording.scale,
      isMobile: recording.phone,
      hasTouch: recording.phone,
    });
    await seeAllTours(context);
    const page = await context.newPage();
    await page.goto('/signup');
    await signUpThroughUi(page, CREATOR);
    await expectDashboardWithTokens(page, 3);
    await pause(500);

    const screencast = await startScreencast(page, framesDir, recording);
    try {
      await pause(800);
      await performDemo(page, recording);
    } finally {
      await screencast.stop();
    }
    await context.close();

    const { crf, bytes } = await encode(screencast.frames, framesDir, recording);
    const seconds = durationSeconds(recording.video);
    console.log(
      `Wrote ${recording.video}: ${seconds.toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(2)} MB ` +
        `(${bytes} bytes, crf ${crf}, ${screencast.frames.length} frames); poster ${recording.poster}`,
    );
    if (process.env.DEMO_KEEP_FRAMES) {
      const kept = join(tmpdir(), 'thumbforge-demo-frames-kept');
      await mkdir(kept, { recursive: true });
      for (const frame of screencast.frames) {
        await copyFile(frame.file, join(kept, frame.file.split('/').pop()!));
      }
      console.log(`Frames kept in ${kept}`);
    }
  } finally {
    await browser?.close().catch(() => {});
    if (server) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
    await rm(framesDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
