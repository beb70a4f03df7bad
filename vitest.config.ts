import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run against the contract's sources so a change there needs no rebuild.
const alias = {
  '@thumbforge/contract': fileURLToPath(new URL('./contract/src/index.ts', import.meta.url)),
  '@/': fileURLToPath(new URL('./web/src/', import.meta.url)),
};

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
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'contract', include: ['contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'functions',
          include: ['functions/{src,test}/**/*.test.ts'],
          exclude: ['functions/test/emulators/**'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['web/e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...emulatorProjects,
    ],
  },
});
