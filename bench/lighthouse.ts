/**
 * Lighthouse (programmatic, Chromium at /usr/bin/chromium, headless) on the landing page the
 * embedded server serves from a fresh web build, desktop and mobile, performance, accessibility,
 * best practices and SEO. Baseline: the same runs on a bare static page (no JavaScript) from the
 * same server process, the machine's floor. Everything is on 127.0.0.1; with no network, audits
 * that need one can fail: they are listed.
 *
 * CHROME_PATH (default /usr/bin/chromium).
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import runLighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { ms, verdict, type Measurement, type Report, type Row } from './support/report.js';
import { startBenchServer } from './support/server-process.js';
import { within } from './support/stats.js';
import { webBuild } from './support/web-build.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BUDGETS: Record<string, number> = { performance: 95, accessibility: 95 };
const RUN_TIMEOUT_MS = 120_000;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
] as const;

const FORM_FACTORS: { name: 'desktop' | 'mobile'; config?: Config }[] = [
  { name: 'desktop', config: desktopConfig },
  { name: 'mobile' },
];

async function audit(chrome: LaunchedChrome, url: string, config?: Config): Promise<Result> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    maxWaitForLoad: 45_000,
  };
  const result = await within(
    runLighthouse(url, flags, config),
    RUN_TIMEOUT_MS,
    `lighthouse ${url}`,
  );
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(
      `lighthouse ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  }
  return result.lhr;
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

function metric(lhr: Result, id: string): string {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) return 'n/a';
  return id === 'cumulative-layout-shift' ? value.toFixed(3) : ms(value, 0);
}

/** Audits of the scored categories that did not pass, and audits that errored. */
function problems(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (!result) continue;
      if (result.errorMessage) {
        lines.push(`  ${category}: ${ref.id} ERROR ${result.errorMessage.split('\n')[0]}`);
      } else if (
        result.score !== null &&
        result.score < 0.9 &&
        (ref.weight > 0 || result.scoreDisplayMode === 'binary')
      ) {
        const shown = result.displayValue ? ` (${result.displayValue})` : '';
        lines.push(
          `  ${category}: ${ref.id} ${Math.round(result.score * 100)}${shown}, weight ${ref.weight}: ${result.title}`,
        );
      }
    }
  }
  // Opportunities carry no weight of their own but say where the metrics' time goes.
  for (const result of Object.values(lhr.audits)) {
    const details = result.details as
      { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    if (details?.type !== 'opportunity' || !details.overallSavingsMs) continue;
    const bytes = details.overallSavingsBytes
      ? `, ${(details.overallSavingsBytes / 1024).toFixed(0)} KB`
      : '';
    lines.push(
      `  opportunity: ${result.id} saves ~${details.overallSavingsMs.toFixed(0)} ms${bytes}: ${result.title}`,
    );
  }
  for (const id of ['errors-in-console', 'inspector-issues']) {
    const items =
      (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
    for (const item of items.slice(0, 5)) {
      const text = String(item.description ?? item.issueType ?? JSON.stringify(item)).split(
        '\n',
      )[0];
      lines.push(`  ${id}: ${String(item.source ?? '')} ${text}`.slice(0, 200));
    }
  }
  for (const warning of lhr.runWarnings) lines.push(`  warning: ${warning.split('\n')[0]}`);
  return lines;
}

/** The scripts and stylesheets the page fetched, as Lighthouse recorded them. */
function fetched(lhr: Result): string {
  const details = lhr.audits['network-requests']?.details as
    { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined;
  const items = (details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' || item.resourceType === 'Stylesheet',
  );
  const bytes = items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return `${items.length} scripts/stylesheets, ${(bytes / 1024).toFixed(1)} KB transferred (uncompressed unless the server compresses)`;
}

export const lighthouse: Measurement = {
  name: 'lighthouse',
  async run(): Promise<Report> {
    const server = await startBenchServer({ webDist: webBuild() });
    let chrome: LaunchedChrome | undefined;
    try {
      chrome = await launch({
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        logLevel: 'error',
      });
      const rows: Row[] = [];
      const notes: string[] = [];
      let version = '';
      for (const formFactor of FORM_FACTORS) {
        const landing = await audit(chrome, `${server.origin}/`, formFactor.config);
        const bare = await audit(chrome, `${server.bareOrigin}/`, formFactor.config);
        version = landing.lighthouseVersion;
        for (const category of CATEGORIES) {
          const value = score(landing, category);
          const budget = BUDGETS[category];
          rows.push({
            figure: `${formFactor.name} ${category}`,
            value: String(value),
            baseline: String(score(bare, category)),
            ratio: '',
            budget: budget === undefined ? '' : `>= ${budget}`,
            verdict: budget === undefined ? '' : verdict(value >= budget),
          });
        }
        for (const [id, label] of METRICS) {
          rows.push({
            figure: `${formFactor.name} ${label}`,
            value: metric(landing, id),
            baseline: metric(bare, id),
          });
        }
        notes.push(`${formFactor.name}: landing page fetched ${fetched(landing)}.`);
        notes.push(
          `${formFactor.name}: landing audits below 90 or in error:`,
          ...problems(landing),
        );
      }
      return {
        title: `Lighthouse ${version} on the landing page (Chromium headless, simulated throttling)`,
        rows,
        notes: [
          `value = ${server.origin}/ (embedded server, fresh web build); baseline = a bare static page.`,
          ...notes,
        ],
      };
    } finally {
      chrome?.kill();
      await server.stop();
    }
  },
};
