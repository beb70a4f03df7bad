import { existsSync, readdirSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import express, {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { parseCookie } from 'cookie';
import { API_PREFIX, SIGNED_IN_HINT_COOKIE, WEB_PAGES } from '@thumbforge/contract';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The copies the web build writes beside each text file (web/build/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Content-hashed files change name when they change, so caches may keep them for good. */
const cacheControlFor = (urlPath: string) =>
  urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;

/**
 * The build's files that have precompressed copies, by URL path (`/assets/index-abc.js`), read
 * once at start. Dot folders (`.vite/`) are not served, so they are left out.
 */
function precompressedFiles(distDir: string): Map<string, Encoding[]> {
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).map((file) =>
    file.split(sep).join('/'),
  );
  const present = new Set(files);
  const found = new Map<string, Encoding[]>();
  for (const file of files) {
    if (file.split('/').some((part) => part.startsWith('.'))) continue;
    const encodings = ENCODINGS.filter(({ suffix }) => present.has(`${file}${suffix}`));
    if (encodings.length > 0) found.set(`/${file}`, encodings);
  }
  return found;
}

/**
 * Sends the precompressed copy of `urlPath` the client accepts best, with the headers of the
 * original file. Calls `next` when there is none to send, so the plain file is served instead.
 */
function sendPrecompressed(
  distDir: string,
  copies: Map<string, Encoding[]>,
  urlPath: string,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  const encodings = copies.get(urlPath);
  if (!encodings) {
    next();
    return;
  }
  // Caches must keep the encodings apart, the plain answer included.
  res.vary('Accept-Encoding');
  // Brotli when accepted at all: clients list gzip first yet handle both, and br is smaller.
  const encoding = encodings.find(({ name }) => req.acceptsEncodings(name) === name);
  if (!encoding) {
    next();
    return;
  }
  // The type of the original: the copy's own extension would make it a download.
  res.type(extname(urlPath));
  const headers = { 'Content-Encoding': encoding.name, 'Cache-Control': cacheControlFor(urlPath) };
  res.sendFile(`.${urlPath}${encoding.suffix}`, { root: distDir, headers }, (error) => {
    if (!error) return;
    // A copy deleted by a rebuild since start: the plain file still answers.
    if (res.headersSent) next(error);
    else next();
  });
}

const signedInHint = (req: Request) =>
  parseCookie(req.get('cookie') ?? '')[SIGNED_IN_HINT_COOKIE] === '1';

/**
 * Serves the built web app: content-hashed files under /assets/ are cached for a year, everything
 * else (the pages above all) is revalidated. GETs that want HTML get a page the client-side
 * router takes over: `/` the prerendered landing page, unless the signed-in hint says the
 * dashboard is due there, and every other path the bare app page. Text files go out as their
 * brotli or gzip copy when the build wrote one and the client accepts it. Returns null when
 * there is no build in `distDir`.
 */
export function webApp(distDir: string): RequestHandler | null {
  if (!existsSync(join(distDir, WEB_PAGES.landing))) return null;
  const copies = precompressedFiles(distDir);
  // A build without the bare app page has only the one page, for every route.
  const appPage = existsSync(join(distDir, WEB_PAGES.app)) ? WEB_PAGES.app : WEB_PAGES.landing;

  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    sendPrecompressed(distDir, copies, req.path, req, res, next);
  };

  const spaFallback: RequestHandler = (req, res, next) => {
    // Browsers name text/html when they navigate; a script or image fetch (Accept: */*) for a
    // missing file must get a 404, not a page. The root is the app whoever asks (curl, probes).
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.path.startsWith(`${API_PREFIX}/`) &&
      !req.path.startsWith('/assets/') &&
      (req.path === '/' || (req.get('accept') ?? '').includes('text/html'));
    if (!isPage) {
      next();
      return;
    }
    const page = req.path === '/' && !signedInHint(req) ? WEB_PAGES.landing : appPage;
    // Which page `/` gets depends on the hint cookie: caches must not mix them up.
    if (req.path === '/') res.vary('Cookie');
    sendPrecompressed(distDir, copies, `/${page}`, req, res, () => {
      res.setHeader('Cache-Control', REVALIDATE);
      res.sendFile(page, { root: distDir });
    });
  };

  return Router()
    .use(precompressed)
    .use(
      express.static(distDir, {
        index: false,
        setHeaders(res, path) {
          const isHashedAsset = path.startsWith(join(distDir, 'assets') + sep);
          res.setHeader('Cache-Control', isHashedAsset ? IMMUTABLE : REVALIDATE);
        },
      }),
    )
    .use(spaFallback);
}

/** Stands in for the web app when it has not been built, so a browser says why instead of 404. */
export function webAppMissing(distDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !(req.get('accept') ?? '').includes('text/html')) {
      next();
      return;
    }
    res
      .status(503)
      .type('text/plain')
      .send(
        `The web app has not been built (no ${join(distDir, 'index.html')}). Run: npm run build\n`,
      );
  };
}
