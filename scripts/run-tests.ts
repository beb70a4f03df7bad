import { spawn } from 'node:child_process';
import { firestoreEmulatorBinary } from './firestore-emulator.js';
import { failureLines } from './failure-lines.js';

/**
 * `npm test`'s test runs, in three lanes side by side. On two cores a unit file keeps both busy
 * only part of the time, and a browser spec spends most of its time waiting on the app: the
 * lanes fill each other's waits.
 * - unit: contract, scripts, functions and web (a file's rendering uses both cores at times);
 * - browser: the specs on the embedded runtime, one at a time (they share one server);
 * - Firebase: the specs on the emulators, then the emulator suites (`npm run test:emulators`),
 *   one after the other because both hold the emulators' fixed ports.
 * The unit lane's output streams; each other lane's is printed whole when it ends, so the log
 * reads as separate runs, not interleaved lines. A summary closes the log: every lane's exit and
 * time, and the failing files and tests of each failed lane, since CI keeps only a log's tail.
 */
interface Lane {
  name: string;
  steps: string[][];
  stream: boolean;
}

/**
 * File filters given to the script (`tsx scripts/run-tests.ts web/e2e/x.spec.ts`) go to every
 * vitest; a lane with no file among them passes.
 */
const filters = process.argv.slice(2);
const filtered = filters.length > 0 ? ['--passWithNoTests', ...filters] : [];

const vitest = (...args: string[]) => ['npx', 'vitest', 'run', ...args, ...filtered];

function lanes(): Lane[] {
  const unit = ['contract', 'scripts', 'functions', 'web'].flatMap((name) => ['--project', name]);
  const all: Lane[] = [
    { name: 'unit', steps: [vitest(...unit)], stream: true },
    { name: 'browser, embedded', steps: [vitest('--project', 'e2e')], stream: false },
  ];
  const firebase = [['npx', 'tsx', 'functions/scripts/test-emulators.ts', '--', ...filtered]];
  if (firestoreEmulatorBinary()) firebase.unshift(vitest('--project', 'e2e-firebase'));
  all.push({ name: 'Firebase emulators', steps: firebase, stream: false });
  return all;
}

interface LaneResult {
  name: string;
  code: number;
  minutes: string;
  output: string;
}

function runStep(step: string[], stream: boolean, output: Buffer[]): Promise<number> {
  const [command = 'npx', ...args] = step;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    output.push(chunk);
    if (stream) to.write(chunk);
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A lane's steps in order; a failed step still lets the next run, so one run shows every failure. */
async function runLane({ name, steps, stream }: Lane): Promise<LaneResult> {
  const started = Date.now();
  const output: Buffer[] = [];
  let failed = 0;
  for (const step of steps) {
    const code = await runStep(step, stream, output);
    output.push(Buffer.from(`\n--- ${step.join(' ')}: exit ${code}\n`));
    if (code !== 0) failed = code;
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const text = Buffer.concat(output).toString();
  if (!stream) process.stdout.write(`\n=== ${name} ===\n${text}`);
  process.stdout.write(`\n=== ${name}: exit ${failed}, ${minutes} min ===\n`);
  return { name, code: failed, minutes, output: text };
}

function summary(results: LaneResult[]): string {
  const lines = ['', '=== summary ==='];
  for (const { name, code, minutes, output } of results) {
    lines.push(`${code === 0 ? 'passed' : 'FAILED'}  ${name} (exit ${code}, ${minutes} min)`);
    if (code !== 0) lines.push(...failureLines(output).map((line) => `    ${line.trim()}`));
  }
  return `${lines.join('\n')}\n`;
}

const results = await Promise.all(lanes().map(runLane));
process.stdout.write(summary(results));
process.exit(results.find(({ code }) => code !== 0)?.code ?? 0);
