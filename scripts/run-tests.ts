import { spawn } from 'node:child_process';
import { firestoreEmulatorBinary } from './firestore-emulator.js';

/**
 * `npm test`'s vitest runs. On a two-core machine vitest runs one file at a time, and a browser
 * spec spends most of its time waiting on the app (it keeps about a third of a core busy): the
 * Firebase-mode specs, which have their own emulators, browser and ports, run in a second vitest
 * beside everything else so the two waits overlap. The first run's output streams; the second's
 * is printed whole when it ends, so the log reads as two runs, not interleaved lines.
 */
interface Run {
  name: string;
  args: string[];
  stream: boolean;
}

const LOCAL_PROJECTS = ['contract', 'scripts', 'functions', 'web', 'e2e'];

function runs(): Run[] {
  const local = LOCAL_PROJECTS.flatMap((project) => ['--project', project]);
  const all: Run[] = [{ name: 'embedded', args: local, stream: true }];
  if (firestoreEmulatorBinary()) {
    all.push({ name: 'Firebase emulators', args: ['--project', 'e2e-firebase'], stream: false });
  }
  return all;
}

/** File filters given to the script (`tsx scripts/run-tests.ts web/e2e/x.spec.ts`) go to both runs. */
const filters = process.argv.slice(2);

function start({ name, args, stream }: Run): Promise<number> {
  const child = spawn('npx', ['vitest', 'run', ...args, ...filters], {
    stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (!stream) {
        process.stdout.write(`\n=== vitest, ${name} (${args.join(' ')}) ===\n`);
        process.stdout.write(Buffer.concat(output));
      }
      const exitCode = code ?? (signal ? 1 : 0);
      process.stdout.write(`\n=== vitest, ${name}: exit ${exitCode} ===\n`);
      resolve(exitCode);
    });
  });
}

const codes = await Promise.all(runs().map(start));
process.exit(codes.find((code) => code !== 0) ?? 0);
