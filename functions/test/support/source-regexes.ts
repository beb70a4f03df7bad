import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A regular expression written in the source, as the engine will compile it. */
export interface SourceRegex {
  /** `path:line` relative to the repository root. */
  at: string;
  source: string;
  flags: string;
}

interface SourceRegexes {
  regexes: SourceRegex[];
  /** `new RegExp(...)` built from more than string constants: no checker can see it. */
  dynamic: string[];
}

const SOURCE_FILE = /\.tsx?$/;
const NOT_SOURCE = /\.(?:test|spec)\.tsx?$|\.d\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [path] : [];
  });
}

type Constants = ReadonlyMap<string, string>;

/** `const NAME = 'text'` anywhere in the file: the parts a pattern may be built from. */
function stringConstants(sourceFile: ts.SourceFile): Constants {
  const constants = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isStringLiteralLike(node.initializer) &&
      ts.getCombinedNodeFlags(node) & ts.NodeFlags.Const
    ) {
      constants.set(node.name.text, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return constants;
}

/** The string an argument always is, or undefined when it depends on more than constants. */
function constantText(node: ts.Expression | undefined, constants: Constants): string | undefined {
  if (node === undefined) return '';
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isIdentifier(node)) return constants.get(node.text);
  if (!ts.isTemplateExpression(node)) return undefined;
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const part = constantText(span.expression, constants);
    if (part === undefined) return undefined;
    text += part + span.literal.text;
  }
  return text;
}

/**
 * Every regular expression in the non-test TypeScript under `roots`: the literals, and the
 * `RegExp` constructor calls (with or without `new`) built from string constants of the same
 * file. Found by the compiler's parser rather than by a pattern, so none is missed for how it is
 * written.
 */
export function regexesIn(repoRoot: string, roots: string[]): SourceRegexes {
  const regexes: SourceRegex[] = [];
  const dynamic: string[] = [];
  for (const file of roots.flatMap((root) => sourceFiles(join(repoRoot, root)))) {
    const text = readFileSync(file, 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const constants = stringConstants(sourceFile);
    const at = (node: ts.Node) =>
      `${relative(repoRoot, file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText(sourceFile);
        const end = literal.lastIndexOf('/');
        regexes.push({
          at: at(node),
          source: literal.slice(1, end),
          flags: literal.slice(end + 1),
        });
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'RegExp'
      ) {
        const [patternArg, flagsArg] = node.arguments ?? [];
        const source = constantText(patternArg, constants);
        const flags = constantText(flagsArg, constants);
        if (patternArg && source !== undefined && flags !== undefined) {
          regexes.push({ at: at(node), source, flags });
        } else {
          dynamic.push(`${at(node)}: ${node.getText(sourceFile)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return { regexes, dynamic };
}
