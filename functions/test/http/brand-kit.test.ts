import JSZip from 'jszip';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXPORT,
  API_PATHS,
  BRAND_KIT_MESSAGES,
  brandKitResponseSchema,
  learnBrandKitResponseSchema,
  runtimeConfigSchema,
} from '@thumbforge/contract';
import { createCanvasBrandImaging } from '../../src/adapters/imaging/canvas-brand-imaging.js';
import { deleteAccountData } from '../../src/core/accounts/delete-closed-accounts.js';
import { craftedThumbnail, squareLogo } from '../support/brand-pixels.js';
import { decodeToken } from '../support/forge-token.js';
import { createInstantAnalyser } from '../support/instant-analyser.js';
import { bearer } from '../support/payments.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import { binaryBody, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';

const RED = '#e50914';
const TEAL = '#00b3a4';
const LOGO_GREEN = '#00ff44';

describe('brand kit', () => {
  const temp = makeTempDir();
  let server: TestServer;

  beforeAll(async () => {
    // Faces are the analysis worker's, tested with it; here they would only load its models.
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => ({
        ...deps,
        brandImaging: createCanvasBrandImaging(() => createInstantAnalyser()),
      }),
    });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const put = (token: string, body: object) =>
    request(server.url).put(server.api(API_PATHS.brandKit)).set(bearer(token)).send(body);
  const learn = (token: string, files: Buffer[]) => {
    const req = request(server.url).post(server.api(API_PATHS.brandKitLearn)).set(bearer(token));
    files.forEach((file, index) => req.attach('files', file, `past-${index}.png`));
    return req;
  };
  const uploadLogo = (token: string, file: Buffer, name = 'logo.png') =>
    request(server.url)
      .post(server.api(API_PATHS.brandKitLogo))
      .set(bearer(token))
      .attach('file', file, name);

  it('refuses bad colours, an unknown font, too few or too many files and a logo that is no image', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'brand-refusals@example.com' });
    const valid = { colours: [RED], font: 'bangers', titleStyle: 'outline' };
    const refusals: [object, string][] = [
      [{ ...valid, colours: ['red'] }, BRAND_KIT_MESSAGES.badColour],
      [{ ...valid, colours: [] }, BRAND_KIT_MESSAGES.colourCount],
      [{ ...valid, colours: [RED, RED, RED, RED, RED] }, BRAND_KIT_MESSAGES.colourCount],
      [{ ...valid, font: 'comic-sans' }, BRAND_KIT_MESSAGES.unknownFont],
    ];
    for (const [body, message] of refusals) {
      expect((await put(token, body).expect(400)).body).toEqual({ message, code: 'invalid_input' });
    }
    const past = await craftedThumbnail([RED, TEAL], 0);
    for (const files of [[past, past], Array<Buffer>(11).fill(past)]) {
      expect((await learn(token, files).expect(400)).body).toEqual({
        message: BRAND_KIT_MESSAGES.learnFileCount,
        code: 'invalid_input',
      });
    }
    await put(token, valid).expect(200);
    const notImage = await uploadLogo(token, Buffer.from('not an image at all'), 'logo.png');
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe(BRAND_KIT_MESSAGES.logoNotImage);
    // Nothing was lost: the kit is as saved, with no logo.
    const { kit } = brandKitResponseSchema.parse(
      (await request(server.url).get(server.api(API_PATHS.brandKit)).set(bearer(token))).body,
    );
    expect(kit).toMatchObject({ colours: [RED], font: 'bangers', logoUrl: null });
  });

  it(
    'learns a kit from thumbnails in known colours without saving it, keeps the saved kit and logo in the export, erases them',
    async () => {
      const { token } = await signUp(server, { ...ANN, email: 'brand-ann@example.com' });
      const config = runtimeConfigSchema.parse(
        (await request(server.url).get(server.api(API_PATHS.config))).body,
      );
      expect(config.brandFonts.length).toBeGreaterThanOrEqual(6);

      const past = await Promise.all([0, 1, 2].map((v) => craftedThumbnail([RED, TEAL], v)));
      const learnt = learnBrandKitResponseSchema.parse((await learn(token, past).expect(200)).body);
      const near = (a: string, b: string) =>
        Math.hypot(
          ...[1, 3, 5].map(
            (at) =>
              Number.parseInt(a.slice(at, at + 2), 16) - Number.parseInt(b.slice(at, at + 2), 16),
          ),
        ) < 40;
      for (const known of [RED, TEAL]) {
        expect(learnt.proposal.colours.some((found) => near(found, known))).toBe(true);
      }
      expect(learnt.evidence.titles.outlined).toBeGreaterThan(0);
      // Learning saves nothing.
      const before = await request(server.url)
        .get(server.api(API_PATHS.brandKit))
        .set(bearer(token));
      expect(before.body).toEqual({ kit: null });

      await put(token, {
        ...learnt.proposal,
        colours: [RED, TEAL],
        font: 'titan-one',
        titleStyle: 'box',
        logoCorner: 'top-left',
      }).expect(200);
      const withLogo = brandKitResponseSchema.parse(
        (await uploadLogo(token, await squareLogo(LOGO_GREEN)).expect(200)).body,
      );
      expect(withLogo.kit?.logoUrl).toMatch(/\/files\/users\/.+\/brand\/logo-.+\.png\?exp=/);

      const exported = await request(server.url)
        .get(server.api(API_PATHS.exportAccount))
        .set(bearer(token))
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      const zip = await JSZip.loadAsync(exported.body as Buffer);
      const data = JSON.parse((await zip.file(ACCOUNT_EXPORT.dataFile)?.async('string')) ?? '{}');
      expect(data.brandKit).toMatchObject({
        colours: [RED, TEAL],
        font: 'titan-one',
        titleStyle: 'box',
      });
      expect(zip.file(data.brandKit.logo)).not.toBeNull();

      const userId = String(decodeToken(token).payload.sub);
      const stored = await server.deps.users.get(userId);
      const logoPath = stored?.brandKit?.logoPath ?? '';
      expect(await server.deps.files.read(logoPath)).not.toBeNull();
      await deleteAccountData(userId, server.deps);
      expect(await server.deps.users.get(userId)).toBeNull();
      expect(await server.deps.files.read(logoPath)).toBeNull();
    },
    RENDER_TIMEOUT_MS,
  );

  it("serves a closed account's own logo link, and no link signed before a reopening", async () => {
    const { token } = await signUp(server, { ...ANN, email: 'brand-reopen@example.com' });
    await put(token, { colours: [RED], font: 'bangers', titleStyle: 'outline' }).expect(200);
    const logoLink = async () =>
      brandKitResponseSchema.parse(
        (
          await request(server.url)
            .get(server.api(API_PATHS.brandKit))
            .set(bearer(token))
            .expect(200)
        ).body,
      ).kit?.logoUrl ?? '';
    const post = (path: string) =>
      request(server.url).post(server.api(path)).set(bearer(token)).expect(200);
    await uploadLogo(token, await squareLogo(LOGO_GREEN)).expect(200);
    const beforeClosing = await logoLink();
    await request(server.url).get(beforeClosing).expect(200);

    await post(API_PATHS.closeAccount);
    await request(server.url).get(beforeClosing).expect(404);
    const whileClosed = await logoLink();
    await request(server.url).get(whileClosed).expect(200);

    await post(API_PATHS.reopenAccount);
    await request(server.url).get(beforeClosing).expect(404);
    await request(server.url).get(whileClosed).expect(404);
    await request(server.url)
      .get(await logoLink())
      .expect(200);
  });
});
