import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { firestoreEmulatorBinary } from './scripts/firestore-emulator.js';

// Tests run against the contract's sources so a change there needs no rebuild.
const alias = {
  '@thumbforge/contract': fileURLToPath(new URL('./contract/src/index.ts', import.meta.url)),
  '@/': fileURLToPath(new URL('./web/src/', import.meta.url)),
};

/*
 * expect.poll waits 1 s by default; beside `npm test`'s other lanes a late variant or a layout
 * settling takes longer than that, though a poll that succeeds returns as soon as it does.
 */
const expect = { poll: { timeout: 30_000 } };

// The emulator suites need the emulators `npm run test:emulators` starts (it sets the hub's address).
const emulatorProjects = process.env.FIREBASE_EMULATOR_HUB
  ? [
      {
        resolve: { alias },
        test: {
          name: 'emulators',
          include: ['functions/test/emulators/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect,
        },
      },
    ]
  : [];

// The specs run a second time on the Firebase emulators (the api function on Firestore under the
// real rules, the browser on Firestore listeners), wherever the machine's Firestore emulator exists.
// `npm test` (scripts/run-tests.ts) runs this project in a vitest of its own, beside the others.
const firestoreEmulator = firestoreEmulatorBinary();
const firebaseE2eProjects = firestoreEmulator
  ? [
      {
        resolve: { alias },
        test: {
          name: 'e2e-firebase',
          include: ['web/e2e/**/*.spec.ts'],
          // What these check is the web alone (markup and its accessibility, keyboard focus and
          // tours, every screen's touch targets, the static landing page, the build's chunks),
          // which the runtime does not change: they run once, in the embedded run.
          exclude: [
            'web/e2e/accessibility-*.spec.ts',
            'web/e2e/bundle-split.spec.ts',
            'web/e2e/every-screen.spec.ts',
            'web/e2e/first-hour.spec.ts',
            'web/e2e/keyboard-flow.spec.ts',
            'web/e2e/landing.spec.ts',
          ],
          environment: 'node',
          globalSetup: ['web/e2e/support/global-setup-firebase.ts'],
          fileParallelism: false,
          // A generation waits up to 90 s (web/e2e/support/thumbnail-flows.ts) beside the lanes.
          testTimeout: 180_000,
          hookTimeout: 240_000,
          expect,
        },
      },
    ]
  : [];
if (firebaseE2eProjects.length === 0) {
  console.warn(
    '\n*** SKIPPING the Firebase-mode e2e specs: no Firestore emulator on this machine ' +
      "(install Debian's google-cloud-cli-firestore-emulator, or set FIRESTORE_EMULATOR_BINARY). ***\n",
  );
}

export default defineConfig({
  test: {
    reporters: ['default', './scripts/slowest-files-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: { name: 'contract', include: ['contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'functions',
          include: ['functions/{src,test}/**/*.test.ts'],
          exclude: ['functions/test/emulators/**'],
          environment: 'node',
          // Beside the browser lanes (scripts/run-tests.ts) a 4K painting can pass 20 s.
          testTimeout: 60_000,
          // A file's set-up paints fixture thumbnails or runs the models, as slow as a test there.
          hookTimeout: 120_000,
          expect,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['web/e2e/support/global-setup.ts'],
          fileParallelism: false,
          // A generation waits up to 90 s (web/e2e/support/thumbnail-flows.ts) beside the lanes.
          testTimeout: 180_000,
          hookTimeout: 60_000,
          // A spec driving the whole app beside two busy lanes once failed where hundreds of runs
          // pass: a failed spec gets one more try.
          retry: 1,
          expect,
        },
      },
      ...emulatorProjects,
      ...firebaseE2eProjects,
    ],
  },
});
