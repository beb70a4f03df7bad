import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@/': fromHere('./src/'),
      // The web bundles the contract's source, so a contract change needs no separate build.
      '@thumbforge/contract': fromHere('../contract/src/index.ts'),
    },
  },
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
          // Libraries every page needs change less often than the app: cache them apart.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|zod)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
