import type { Plugin } from 'vite';

/**
 * Adds to every page a preload of the font file named `name` (as its package names it; the build
 * adds a hash). The font then arrives with the stylesheet rather than after the stylesheet has
 * been read, so text is laid out in it from the start instead of in a fallback font that it
 * replaces later, moving everything below.
 */
export function preloadFont(name: string): Plugin {
  let base = '/';
  return {
    name: 'thumbforge:preload-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(name),
        );
        if (!font) throw new Error(`the build has no font named ${name} to preload`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
