import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { installedPackageDir, packageRoot, u2netpPath } from './model-files.js';

const FUNCTIONS_DIR = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');

describe('model files', () => {
  const bundle = mkdtempSync(join(tmpdir(), 'model-files-'));
  afterAll(() => rmSync(bundle, { recursive: true, force: true }));

  it('finds the vendored weights in functions/models from the sources (and so from lib/)', () => {
    expect(packageRoot(import.meta.url)).toBe(FUNCTIONS_DIR);
    expect(u2netpPath(import.meta.url)).toBe(join(FUNCTIONS_DIR, 'models/u2netp/u2netp.onnx'));
    expect(existsSync(u2netpPath())).toBe(true);
  });

  it('finds them in a bundle whose entries sit beside its own package.json and models/', () => {
    writeFileSync(join(bundle, 'package.json'), '{}');
    const entry = pathToFileURL(join(bundle, 'analysis-worker.js'));
    expect(u2netpPath(entry)).toBe(join(bundle, 'models/u2netp/u2netp.onnx'));
  });

  it("prefers the bundle's own node_modules, and names a package that is nowhere", () => {
    mkdirSync(join(bundle, 'node_modules/@vladmandic/human'), { recursive: true });
    writeFileSync(join(bundle, 'node_modules/@vladmandic/human/package.json'), '{}');
    const entry = pathToFileURL(join(bundle, 'analysis-worker.js'));
    expect(installedPackageDir('@vladmandic/human', entry)).toBe(
      join(bundle, 'node_modules/@vladmandic/human'),
    );
    expect(() => installedPackageDir('no-such-package-anywhere', entry)).toThrow(
      'no-such-package-anywhere is not installed',
    );
  });

  it('says so when no package.json is above the file', () => {
    expect(() => packageRoot('file:///analysis-worker.js')).toThrow('no package.json above');
  });
});
