import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, run on snippets placed where files of web/src would sit.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The web-boundaries messages for `code` as if it were the file `path` (under web/src). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, {
    filePath: `${ROOT}web/src/${path}`,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'thumbforge/web-boundaries')
    .map((message) => message.message);
}

describe('lint: web boundaries', () => {
  it.each([
    ['features/pricing/pricing-page.tsx', "import { value } from '@/app/theme';"],
    ['features/a-new-feature/components/panel.tsx', "import { value } from '../../../app/theme';"],
    ['lib/api/api-client.ts', "import { value } from '@/app/router';"],
    ['components/logo.tsx', "export { value } from '@/app/toast-provider';"],
    ['config/paths.ts', "const { value } = await import('@/app/render-app');"],
  ])('refuses %s importing app/', async (path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([
      expect.stringMatching(/^app\/ is the shell .* lives in config\/\.$/),
    ]);
  });

  it.each([
    ['lib/format.ts', "import { value } from '@/features/chat';"],
    ['components/plan-card.tsx', "import { value } from '../features/pricing/pricing-page';"],
    ['config/runtime-config.tsx', "export * from '@/features/tours/tours';"],
  ])('refuses %s importing a feature', async (path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([
      expect.stringMatching(/^(lib|components|config)\/ is shared by every feature .* or lib\/\.$/),
    ]);
  });

  it.each([
    [
      'features/dashboard/dashboard-page.tsx',
      "import { value } from '@/features/chat/components/x';",
    ],
    ['features/dashboard/page.tsx', "import { value } from '../chat/chat-session';"],
    ['features/a-new-feature/page.tsx', "import { value } from '@/features/tours/guided-tour';"],
    ['features/pricing/page.tsx', "import { value } from '@/features/another-new-one/api/thing';"],
  ])("refuses %s reaching into another feature's files", async (path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([
      expect.stringMatching(/^features\/[\w-]+ may use features\/[\w-]+ only through its public/),
    ]);
  });

  it.each([
    ['features/dashboard/dashboard-page.tsx', "import { value } from '@/features/chat';"],
    ['features/dashboard/page.tsx', "import { value } from '../tours/index';"],
    ['features/dashboard/page.tsx', "import { value } from '@/features/tours/index.ts';"],
    ['features/chat/components/a.tsx', "import { value } from '../../chat/api/b';"],
    ['features/chat/components/a.tsx', "import { value } from '@/config/paths';"],
    ['features/chat/components/a.tsx', "import { value } from '@/components/logo';"],
    ['lib/api/api-client.ts', "import { value } from '@/config/runtime-config';"],
    ['config/runtime-config.tsx', "import { value } from '@/lib/api/api-client';"],
    ['app/router.tsx', "import { value } from '@/features/dashboard/dashboard-page';"],
    ['main.ts', "const { value } = await import('@/app/render-app');"],
  ])('allows %s: %s', async (path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([]);
  });
});
