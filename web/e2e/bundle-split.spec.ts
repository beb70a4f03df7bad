import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser.js';
import { visible } from './support/expect-page.js';

// Runs with the e2e project because it reads the build the e2e server serves (`web/dist`).
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<
  string,
  ManifestChunk
>;
const chunkText = (key: string) => readFileSync(`${dist}${manifest[key]?.file}`, 'utf8');
const keyOfFile = (file: string) =>
  Object.keys(manifest).find((key) => manifest[key]?.file === file) ?? file;

const { open } = browserPerFile();

/** The entry and every chunk it imports statically: what every page, the landing page included, loads. */
function entryChunks(): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest names no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  visit(entry);
  return [...seen];
}

/** Package names each SDK writes into its own code (its version registration, its script URL). */
const CLERK = ['@clerk/react', '@clerk/shared', 'clerk.browser.js'];
const FIREBASE = ['@firebase/app', '@firebase/auth', '@firebase/firestore'];

const KITS = [
  { name: 'Clerk', module: 'src/components/auth/clerk/clerk-auth-kit.tsx', markers: CLERK },
  {
    name: 'Firestore',
    module: 'src/lib/live/firestore/firestore-live-data.tsx',
    markers: FIREBASE,
  },
];

/** What the app loads for pages other than the prerendered landing page, and the dashboard. */
const APP = 'src/app/render-app.tsx';
const DASHBOARD = 'src/features/dashboard/dashboard-page.tsx';

describe('bundle split', () => {
  it.each(KITS)('builds the $name kit as its own lazily loaded chunk with its SDK', (kit) => {
    expect(manifest[kit.module]?.isDynamicEntry).toBe(true);
    const text = chunkText(kit.module);
    for (const marker of kit.markers) expect(text, marker).toContain(marker);
  });

  it('loads neither Clerk nor Firebase on the entry chunks the embedded app and landing page use', () => {
    const chunks = entryChunks();
    expect(chunks).not.toContain(KITS[0]?.module);
    expect(chunks).not.toContain(KITS[1]?.module);
    for (const key of chunks) {
      const text = chunkText(key);
      for (const marker of [...CLERK, ...FIREBASE]) {
        expect(text.includes(marker), `${marker} in ${manifest[key]?.file}`).toBe(false);
      }
    }
  });

  it('gives a visitor of the landing page only the entry chunks, down to the footer', async () => {
    const page = await open('about:blank');
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script') scripts.push(keyOfFile(path.slice(1)));
    });
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }));
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(0);
    const entry = entryChunks();
    for (const key of scripts) expect(entry, `${key} is not an entry chunk`).toContain(key);
    for (const lazy of [APP, DASHBOARD, ...KITS.map((kit) => kit.module)]) {
      expect(scripts).not.toContain(lazy);
    }
  });

  it('builds the app and the dashboard as lazily loaded chunks outside the entry', () => {
    const entry = entryChunks();
    for (const lazy of [APP, DASHBOARD]) {
      expect(manifest[lazy]?.isDynamicEntry, lazy).toBe(true);
      expect(entry).not.toContain(lazy);
    }
  });
});
