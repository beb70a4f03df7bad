import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webBoundaries } from './web/lint/web-boundaries.js';

// docs/architecture.md section 2: contract <- core <- adapters <- composition <- index.ts | server.ts,
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

const NO_SERVER = {
  group: ['**/functions/**', '@thumbforge/functions', '@thumbforge/functions/*'],
  message: 'The web never imports the server; share types through @thumbforge/contract.',
};
const NO_TOASTS = {
  group: ['notistack', '**/toast/*', '**/use-download'],
  message:
    'Transport returns data or throws an ApiError; the hook or component that calls it shows toasts.',
};
const NO_UI = {
  group: ['@mui/*', '@mui/**', 'react-joyride'],
  message: 'lib/ keeps non-UI code; a component goes in its feature or in web/src/components.',
};

const COLOUR = String.raw`/#[0-9a-fA-F]{3,8}\b|rgba?\(/`;
const NO_COLOURS =
  "A colour belongs in app/theme.ts's palette; use it through the theme ('surface.dialog', " +
  'theme.palette.x, alpha(theme.palette.x, a)).';

const restrict = (patterns, message, ...more) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }, ...more] }],
});

// core/thumbnails is folders (prompt/, scene/, layout/, title/, ...), each reached through its
// index.js, so a folder's insides can change without edits elsewhere.
const THUMBNAIL_FOLDER_ENTRIES =
  'core/thumbnails is reached through index.js of it or of its folders.';
const thumbnailEntries = (regex) => ({ regex, message: THUMBNAIL_FOLDER_ENTRIES });
const CORE_SDK_RULE = [
  [
    ...VENDOR_SDKS,
    '**/adapters/**',
    '**/composition/**',
    '**/config/**',
    '**/http/**',
    '**/server.js',
  ],
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
      ['**/composition/**', '**/config/**', '**/http/**', '**/server.js'],
      'adapters/ implement core ports; only composition/ wires them, with their settings.',
      {
        regex: '^(\\.\\./)+index\\.js$',
        message:
          'adapters/ implement core ports; only composition/ wires them, with their settings.',
      },
      FROM_OUTSIDE_THUMBNAILS,
    ),
  },
  {
    files: ['functions/src/http/**/*.ts'],
    rules: restrict(
      ['**/adapters/**', '**/composition/**', '**/config/**', '**/server.js'],
      'http/ receives its ports through createApp(deps); only composition/ picks adapters.',
      FROM_OUTSIDE_THUMBNAILS,
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
      'no-restricted-imports': ['error', { patterns: [NO_SERVER] }],
    },
  },
  {
    // Transport returns data or throws an ApiError; the hook or component that called it decides
    // what the user sees.
    files: ['web/src/features/**/api/**', 'web/src/components/**/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_TOASTS] }] },
  },
  {
    // lib/ is the web's plumbing (API client, auth sessions, live data, checkout); screens and
    // dialogs belong to a feature or to components/.
    files: ['web/src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_UI] }] },
  },
  {
    files: ['web/src/lib/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_UI, NO_TOASTS] }] },
  },
  {
    // The dark look is decided in app/theme.ts; components take colours from the theme.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/app/theme.ts',
      'web/src/**/*.test.{ts,tsx}',
      // YouTube's own page colours, so the feed preview looks like YouTube, not like the app.
      'web/src/features/chat/feed-preview/feed-slots.ts',
      // Razorpay's hosted checkout takes a hex colour, and lib/ may not read app/'s theme.
      'web/src/lib/checkout/razorpay-options.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${COLOUR}]`, message: NO_COLOURS },
        { selector: `TemplateElement[value.raw=${COLOUR}]`, message: NO_COLOURS },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.spec.ts', 'functions/test/**', 'web/e2e/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
