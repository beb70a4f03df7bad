/**
 * `npm run bench`: every measurement of the issue "Measured and hardened", each against a
 * baseline measured in the same run, printed as a table (figure, baseline, ratio, budget,
 * MET / NOT MET). `npm run bench -- <name> [<name>...]` runs only those. It asserts nothing: a
 * budget not met is printed, and the exit code is 0 unless a measurement could not run.
 *
 * Everything talks to 127.0.0.1 only, each measurement is bounded in count and time, and every
 * server and browser it starts is stopped before it returns.
 */
import { chatListThroughput } from './chat-list-throughput.js';
import { deploySize } from './deploy-size.js';
import { firestoreCost } from './firestore-cost.js';
import { generation } from './generation.js';
import { landingBundle } from './landing-bundle.js';
import { lateVariants } from './late-variants.js';
import { lighthouse } from './lighthouse.js';
import { likeness } from './likeness.js';
import { liveSyncLatency } from './live-sync-latency.js';
import { load } from './load.js';
import { formatReport, formatTable, print, type Measurement, type Row } from './support/report.js';
import { cleanUpWebBuilds } from './support/web-build.js';
import { zipMemory } from './zip-memory.js';

const MEASUREMENTS: Measurement[] = [
  chatListThroughput,
  generation,
  lateVariants,
  load,
  deploySize,
  liveSyncLatency,
  zipMemory,
  landingBundle,
  lighthouse,
  firestoreCost,
  likeness,
];

async function main(): Promise<number> {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !MEASUREMENTS.some((m) => m.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown measurement: ${unknown.join(', ')}. Choose from: ${MEASUREMENTS.map((m) => m.name).join(', ')}`,
    );
    return 2;
  }
  const chosen = names.length ? MEASUREMENTS.filter((m) => names.includes(m.name)) : MEASUREMENTS;
  print(`ThumbForge bench: ${chosen.map((m) => m.name).join(', ')} (node ${process.version})\n`);

  const budgets: { name: string; row: Row }[] = [];
  const failed: string[] = [];
  try {
    for (const measurement of chosen) {
      const started = Date.now();
      try {
        const report = await measurement.run();
        print(formatReport(report));
        print(`  (${measurement.name}: ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
        for (const row of report.rows)
          if (row.verdict) budgets.push({ name: measurement.name, row });
      } catch (error) {
        failed.push(measurement.name);
        console.error(`== ${measurement.name} could not run:`, error);
      }
    }
  } finally {
    cleanUpWebBuilds();
  }

  print('== Budgets');
  print(
    formatTable(
      ['measurement', 'figure', 'value', 'budget', 'status'],
      budgets.map(({ name, row }) => [
        name,
        row.figure,
        row.value,
        row.budget ?? '',
        row.verdict ?? '',
      ]),
    ),
  );
  const met = budgets.filter(({ row }) => row.verdict === 'MET').length;
  print(
    `\n  ${met} of ${budgets.length} budgets met.${failed.length ? ` Could not run: ${failed.join(', ')}.` : ''}`,
  );
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
