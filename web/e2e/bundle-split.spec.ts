import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
  { name: 'Clerk', module: 'src/lib/auth/clerk/clerk-auth-kit.tsx', markers: CLERK },
  {
    name: 'Firestore',
    module: 'src/lib/live/firestore/firestore-live-data.tsx',
    markers: FIREBASE,
  },
];

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
});
