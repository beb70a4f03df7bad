import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web's layers (docs/architecture.md section 2, docs/architecture.md section 9): app/ is the shell (router, providers,
 * theme) and nothing below it imports it; config/ holds what the whole web shares; features meet
 * in routes and in components/ and lib/, and a feature uses another only through its public entry,
 * `features/<name>/index.ts`. Decided by where the importing and imported files sit, so folders
 * and features added later are covered without listing them.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** The folders that sit below app/: none of them may import it. */
const BELOW_APP = new Set(['features', 'lib', 'components', 'config']);

/** The folders every feature may use: none of them may import a feature. */
const SHARED = new Set(['lib', 'components', 'config']);

/** A file's place in web/src: its top folder, and its feature under features/; null outside. */
function placeOf(file) {
  const path = relative(SRC, file);
  if (path === '' || path.startsWith('..') || isAbsolute(path)) return null;
  const parts = path.split(sep);
  // A file directly in src/ (main.ts) is the entry, above every layer.
  if (parts.length === 1) return { layer: null, feature: null, parts };
  return { layer: parts[0], feature: parts[0] === 'features' ? parts[1] : null, parts };
}

/** The file an import names, for our own files (`@/...` or relative); null for packages. */
function resolveSpecifier(specifier, importer) {
  const path = specifier.replace(/\?.*$/, '');
  if (path.startsWith('@/')) return resolve(SRC, path.slice(2));
  if (path.startsWith('./') || path.startsWith('../')) return resolve(dirname(importer), path);
  return null;
}

/** `features/<name>` itself or its `index` file: the feature's public entry. */
function isPublicEntry(parts) {
  return parts.length === 2 || (parts.length === 3 && /^index(\.tsx?)?$/.test(parts[2]));
}

/** @type {import('eslint').Rule.RuleModule} */
export const webBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps web/src's layers and features apart." },
    schema: [],
    messages: {
      importsApp:
        'app/ is the shell (router, providers, theme): {{layer}}/ may not import it. What the ' +
        'whole web shares (paths, runtime configuration) lives in config/.',
      importsFeature:
        '{{layer}}/ is shared by every feature and may not import features/{{feature}}; move what ' +
        'it needs into components/ or lib/.',
      featureInternals:
        "features/{{from}} may use features/{{to}} only through its public entry '@/features/{{to}}' " +
        '(features/{{to}}/index.ts); what two features share belongs in components/ or lib/.',
    },
  },
  create(context) {
    const importer = placeOf(context.filename);
    if (!importer?.layer) return {};

    function check(source) {
      if (typeof source?.value !== 'string') return;
      const file = resolveSpecifier(source.value, context.filename);
      const target = file && placeOf(file);
      if (!target?.layer) return;
      if (target.layer === 'app' && BELOW_APP.has(importer.layer)) {
        context.report({ node: source, messageId: 'importsApp', data: { layer: importer.layer } });
      } else if (target.layer === 'features' && SHARED.has(importer.layer)) {
        context.report({
          node: source,
          messageId: 'importsFeature',
          data: { layer: importer.layer, feature: target.feature ?? '' },
        });
      } else if (
        importer.feature &&
        target.feature &&
        target.feature !== importer.feature &&
        !isPublicEntry(target.parts)
      ) {
        context.report({
          node: source,
          messageId: 'featureInternals',
          data: { from: importer.feature, to: target.feature },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
