import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type Plugin } from 'vite';
import { WEB_PAGES } from '../../contract/src/web-pages.ts';

const ENTRY = 'src/app/landing-prerender.tsx';
const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>\s*/;

interface PrerenderModule {
  PRERENDERED_LANDING: string;
  prerenderLanding(): { html: string; head: string };
}

/**
 * After the client build: renders the landing page on the server side of a second, SSR build of
 * the same components, and writes two pages (contract `WEB_PAGES`): index.html with the landing
 * page's markup and CSS in it, for `/`, and app.html, the bare page every other route gets.
 */
export function prerenderLanding(alias: AliasOptions): Plugin {
  let root = '';
  let outDir = '';
  let mode = '';
  return {
    name: 'thumbforge:prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const ssrDir = mkdtempSync(join(tmpdir(), 'thumbforge-prerender-'));
        try {
          await build({
            configFile: false,
            root,
            mode,
            logLevel: 'warn',
            plugins: [react()],
            resolve: { alias },
            // Bundled whole, so the temp directory it is written to needs no node_modules.
            ssr: { noExternal: true },
            build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
          });
          const entry = pathToFileURL(join(ssrDir, 'landing-prerender.js')).href;
          const landing = (await import(entry)) as PrerenderModule;
          const page = landing.prerenderLanding();

          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
          const prerendered = shell
            .replace(TITLE, '')
            .replace('</head>', `${page.head}</head>`)
            .replace(
              EMPTY_ROOT,
              `<div id="root" data-prerendered="${landing.PRERENDERED_LANDING}">${page.html}</div>`,
            );
          writeFileSync(join(outDir, WEB_PAGES.app), shell);
          writeFileSync(join(outDir, WEB_PAGES.landing), prerendered);
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
