import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webBoundaries } from './web/lint/web-boundaries.js';

// ARCHITECTURE.md section 2: contract <- core <- adapters <- composition <- index.ts | server.ts,
// and contract <- web. Each layer lists what it may not reach; new folders inherit the rule.
const VENDOR_SDKS = [
  'express',
  'firebase',
  'firebase/*',
  'firebase-admin',
  'firebase-admin/*',
  'firebase-functions',
  'firebase-functions/*',
  '@clerk/*',
  'razorpay',
  '@google/genai',
  'better-sqlite3',
  '@napi-rs/*',
  'jose',
  'pdfkit',
  'jszip',
];

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'contract/dist/**',
      'web/dist/**',
      'functions/lib/**',
      'functions/dist/**',
      '.emulators/**',
      '.firebase-deploy/**',
      '.data/**',
      '.test-data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: restrict(
      ['**/functions/**', '**/web/**', '@thumbforge/functions', '@thumbforge/web', 'react'],
      'contract/ is shared by web and functions and depends on neither.',
    ),
  },
  {
    files: ['functions/src/core/**/*.ts'],
    rules: restrict(
      [
        ...VENDOR_SDKS,
        '**/adapters/**',
        '**/composition/**',
        '**/config/**',
        '**/http/**',
        '**/server.js',
      ],
      'core/ knows only contract and its own ports: no vendor SDK, adapter, HTTP or composition.',
    ),
  },
  {
    files: ['functions/src/adapters/**/*.ts'],
    rules: restrict(
      ['**/composition/**', '**/config/**', '**/http/**', '**/server.js', '**/index.js'],
      'adapters/ implement core ports; only composition/ wires them, with their settings.',
    ),
  },
  {
    files: ['functions/src/http/**/*.ts'],
    rules: restrict(
      ['**/adapters/**', '**/composition/**', '**/config/**', '**/server.js'],
      'http/ receives its ports through createApp(deps); only composition/ picks adapters.',
    ),
  },
  {
    files: ['functions/src/config/**/*.ts'],
    rules: restrict(
      ['**/adapters/**', '**/composition/**', '**/server.js', '**/index.js'],
      'config/ declares and checks the variables; the composition roots build from it.',
    ),
  },
  {
    // Every variable is declared, checked and documented once, in functions/src/config/.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/config/**', 'functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read the environment through readConfig (functions/src/config/): declare the variable in its table.',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      thumbforge: { rules: { 'web-boundaries': webBoundaries } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // app/ above config/, lib/, components/ and features/; features apart (web/lint/).
      'thumbforge/web-boundaries': 'error',
      ...restrict(
        ['**/functions/**', '@thumbforge/functions', '@thumbforge/functions/*'],
        'The web never imports the server; share types through @thumbforge/contract.',
      ),
    },
  },
  {
    files: ['**/*.test.ts', '**/*.spec.ts', 'functions/test/**', 'web/e2e/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
