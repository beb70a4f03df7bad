import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { exampleCopies } from './build/example-copies.ts';
import { precompress } from './build/precompress.ts';
import { preloadFont } from './build/preload-font.ts';
import { prerenderLanding } from './build/prerender-landing.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const alias = {
  '@/': fromHere('./src/'),
  // The web bundles the contract's source, so a contract change needs no separate build.
  '@thumbforge/contract': fromHere('../contract/src/index.ts'),
};

export default defineConfig({
  plugins: [
    react(),
    // Every page's text is in it (the latin letters of Inter, as one variable-weight file).
    preloadFont('inter-latin-wght-normal.woff2'),
    prerenderLanding(alias),
    exampleCopies(),
    precompress(),
  ],
  resolve: { alias },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // dist/.vite/manifest.json: which chunks each page loads (the bundle-split test reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every page of the app needs change less often than the app: cache them apart.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
