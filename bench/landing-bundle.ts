/**
 * The JavaScript and CSS the landing page needs before first paint, gzip level 9, per chunk: the
 * manifest walked from index.html's entry through its static imports (plus the landing route's
 * chunk if it is lazy), checked against what the built index.html actually links. Then every
 * other lazily loaded chunk (dashboard, transactions, the Clerk and Firestore kits...), with what
 * it adds on top of the landing set; and, from a source-map build, which packages the landing
 * JavaScript is made of.
 *
 * BENCH_WEB_DIST: an existing build to measure instead of a fresh one in a temp directory.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  formatTable,
  kb,
  times,
  verdict,
  type Measurement,
  type Report,
  type Row,
} from './support/report.js';
import { packageOf, textBySource, type SourceMap } from './support/source-map.js';
import { webBuild } from './support/web-build.js';

const BUDGET_BYTES = 150 * 1024;
const TOP_PACKAGES = 25;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Code that must not be on the landing page: the auth and live-data SDKs and the workspace. */
const FORBIDDEN = [
  { name: 'Clerk', key: /clerk/i, text: ['@clerk/react', '@clerk/shared', 'clerk.browser.js'] },
  {
    name: 'Firebase',
    key: /firestore|firebase/i,
    text: ['@firebase/app', '@firebase/firestore', '@firebase/auth'],
  },
  { name: 'dashboard', key: /features\/(dashboard|chat)\//, text: [] },
];

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The keys `start` loads statically, itself included. */
function staticClosure(manifest: Manifest, start: string[], into = new Set<string>()): Set<string> {
  const visit = (key: string) => {
    if (into.has(key)) return;
    into.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  start.forEach(visit);
  return into;
}

interface Asset {
  file: string;
  /** The manifest keys that emit it. */
  keys: string[];
  raw: number;
  gzip: number;
}

function assetsOf(dist: string, manifest: Manifest, keys: Iterable<string>): Asset[] {
  const byFile = new Map<string, string[]>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      byFile.set(file, [...(byFile.get(file) ?? []), key]);
    }
  }
  return [...byFile].map(([file, owners]) => {
    const bytes = readFileSync(join(dist, file));
    return { file, keys: owners, raw: bytes.length, gzip: gzipSize(bytes) };
  });
}

const sum = (assets: Asset[], pick: (asset: Asset) => number) =>
  assets.reduce((total, asset) => total + pick(asset), 0);
const isJs = (asset: Asset) => asset.file.endsWith('.js');

/** The files index.html makes the browser fetch before the app runs. */
function linkedFromHtml(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+\.(?:js|css))"/g),
  ];
  return files.map((match) => match[1] ?? '');
}

/** Whether the build wrote the landing page's markup into index.html (web/build/prerender-landing.ts). */
const prerendered = (dist: string) =>
  readFileSync(join(dist, 'index.html'), 'utf8').includes('data-prerendered=');

/** Bytes per package across the landing JavaScript, from a build with source maps. */
function composition(landingKeys: Set<string>): string[] {
  const dist = webBuild(true);
  const manifest = readManifest(dist);
  const perPackage = new Map<string, string[]>();
  for (const key of landingKeys) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js') || !existsSync(join(dist, `${file}.map`))) continue;
    const code = readFileSync(join(dist, file), 'utf8').replace(
      /\n\/\/# sourceMappingURL=.*\s*$/,
      '',
    );
    const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as SourceMap;
    for (const [source, texts] of textBySource(code, map)) {
      const name = packageOf(source);
      perPackage.set(name, [...(perPackage.get(name) ?? []), ...texts]);
    }
  }
  const rows = [...perPackage].map(([name, texts]) => {
    const text = texts.join('');
    return { name, raw: Buffer.byteLength(text), gzip: gzipSize(text) };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const shown = rows.slice(0, TOP_PACKAGES);
  const rest = rows.slice(TOP_PACKAGES);
  const table = formatTable(
    ['package / app folder', 'minified', 'gzip alone'],
    [
      ...shown.map((row) => [row.name, kb(row.raw), kb(row.gzip)]),
      ...(rest.length
        ? [
            [
              `(${rest.length} more)`,
              kb(rest.reduce((t, r) => t + r.raw, 0)),
              kb(rest.reduce((t, r) => t + r.gzip, 0)),
            ],
          ]
        : []),
    ],
  );
  return [
    'Landing JavaScript by package (source maps; "gzip alone" = that package\'s code gzipped by',
    "itself, so the column sums to a little more than the chunks' real gzip total):",
    ...table.split('\n'),
  ];
}

export const landingBundle: Measurement = {
  name: 'landing-bundle',
  async run(): Promise<Report> {
    const dist = webBuild();
    const manifest = readManifest(dist);
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('the manifest names no entry');
    const lazyLanding = Object.keys(manifest).filter(
      (key) => manifest[key]?.isDynamicEntry && key.includes('features/landing/'),
    );
    const landingKeys = staticClosure(manifest, [entry, ...lazyLanding]);
    const landing = assetsOf(dist, manifest, landingKeys);
    const everything = assetsOf(dist, manifest, Object.keys(manifest));

    const landingJs = landing.filter(isJs);
    const landingCss = landing.filter((asset) => !isJs(asset));
    const allJs = everything.filter(isJs);
    const jsGzip = sum(landingJs, (a) => a.gzip);
    const cssGzip = sum(landingCss, (a) => a.gzip);

    const rows: Row[] = [
      {
        figure: 'landing JS (gzip)',
        value: kb(jsGzip),
        baseline: `${kb(sum(allJs, (a) => a.gzip))} all JS`,
        ratio: times(jsGzip / sum(allJs, (a) => a.gzip)),
        budget: `< ${kb(BUDGET_BYTES, 0)}`,
        verdict: verdict(jsGzip < BUDGET_BYTES),
      },
      {
        figure: 'landing CSS (gzip)',
        value: kb(cssGzip),
        baseline: `${kb(sum(landingCss, (a) => a.raw))} raw`,
      },
      ...landing.map((asset) => ({
        figure: `  ${asset.file}`,
        value: kb(asset.gzip),
        baseline: `${kb(asset.raw)} raw`,
        ratio: times(asset.gzip / asset.raw),
      })),
    ];

    // Everything the landing page does not load: what each lazy chunk adds when it is reached.
    const lazy = Object.keys(manifest).filter(
      (key) => manifest[key]?.isDynamicEntry && !landingKeys.has(key),
    );
    const lazyRows = lazy.map((key) => {
      const extra = [...staticClosure(manifest, [key])].filter((k) => !landingKeys.has(k));
      const own = assetsOf(dist, manifest, [key]);
      const adds = assetsOf(dist, manifest, extra);
      return [
        key,
        manifest[key]?.file ?? '',
        kb(sum(own, (a) => a.gzip)),
        kb(sum(adds, (a) => a.gzip)),
      ];
    });

    const flags: string[] = [];
    for (const forbidden of FORBIDDEN) {
      const byKey = [...landingKeys].filter((key) => forbidden.key.test(key));
      const byText = landingJs.filter((asset) => {
        const text = readFileSync(join(dist, asset.file), 'utf8');
        return forbidden.text.some((marker) => text.includes(marker));
      });
      if (byKey.length || byText.length) {
        flags.push(
          `FLAG: ${forbidden.name} code is in the landing set: ${[...byKey, ...byText.map((a) => a.file)].join(', ')}`,
        );
      } else {
        flags.push(`ok: no ${forbidden.name} code in the landing set`);
      }
    }
    const linked = linkedFromHtml(dist);
    const walked = new Set(landing.map((asset) => asset.file));
    const mismatch = [
      ...linked.filter((file) => !walked.has(file)).map((file) => `linked but not walked: ${file}`),
      ...[...walked]
        .filter((file) => !linked.includes(file))
        .map((file) => `walked but not linked: ${file}`),
    ];

    return {
      title: 'Landing page JavaScript and CSS before first paint (gzip -9, per chunk)',
      rows,
      notes: [
        `Build: ${dist}. Landing set = ${entry} + its static imports${lazyLanding.length ? ` + ${lazyLanding.join(', ')}` : ''}.`,
        prerendered(dist)
          ? 'index.html holds the landing page prerendered: it paints before any of this JavaScript runs.'
          : 'index.html holds no prerendered page: the landing page paints once this JavaScript has run.',
        mismatch.length
          ? `index.html vs manifest walk: ${mismatch.join('; ')}`
          : `index.html links exactly these ${linked.length} files (script + modulepreload + stylesheet).`,
        ...flags,
        '',
        'Lazily loaded chunks (not on the landing page); "adds" = its chunk plus static imports the landing set lacks:',
        ...formatTable(['manifest key', 'file', 'own gzip', 'adds gzip'], lazyRows).split('\n'),
        '',
        ...composition(landingKeys),
      ],
    };
  },
};
