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

const restrict = (patterns, message, ...more) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }, ...more] }],
});

// core/thumbnails is folders (prompt/, scene/, layout/, title/, ...), each reached through its
// index.js, so a folder's insides can change without edits elsewhere.
const THUMBNAIL_FOLDER_ENTRIES =
  'core/thumbnails is reached through index.js of it or of its folders.';
const thumbnailEntries = (regex) => ({ regex, message: THUMBNAIL_FOLDER_ENTRIES });
const CORE_SDK_RULE = [
  [...VENDOR_SDKS, '**/adapters/**', '**/composition/**', '**/http/**', '**/server.js'],
  'core/ knows only contract and its own ports: no vendor SDK, adapter, HTTP or composition.',
];
const FROM_OUTSIDE_THUMBNAILS = thumbnailEntries('(^|/)thumbnails/([^/]+/)?(?!index\\.js$)[^/]+$');

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
    files: ['functions/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FROM_OUTSIDE_THUMBNAILS] }] },
  },
  {
    files: ['functions/src/core/**/*.ts'],
    rules: restrict(...CORE_SDK_RULE, FROM_OUTSIDE_THUMBNAILS),
  },
  {
    files: ['functions/src/core/thumbnails/*.ts'],
    rules: restrict(...CORE_SDK_RULE, thumbnailEntries('^\\./[^/]+/(?!index\\.js$)[^/]+$')),
  },
  {
    files: ['functions/src/core/thumbnails/*/**/*.ts'],
    rules: restrict(
      ...CORE_SDK_RULE,
      thumbnailEntries('^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$)[^/]+$'),
    ),
  },
  {
    files: ['functions/src/adapters/**/*.ts'],
    rules: restrict(
      ['**/composition/**', '**/http/**', '**/server.js'],
      'adapters/ implement core ports; only composition/ wires them.',
      {
        regex: '^(\\.\\./)+index\\.js$',
        message: 'adapters/ implement core ports; only composition/ wires them.',
      },
      FROM_OUTSIDE_THUMBNAILS,
    ),
  },
  {
    files: ['functions/src/http/**/*.ts'],
    rules: restrict(
      ['**/adapters/**', '**/composition/**', '**/server.js'],
      'http/ receives its ports through createApp(deps); only composition/ picks adapters.',
      FROM_OUTSIDE_THUMBNAILS,
    ),
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
