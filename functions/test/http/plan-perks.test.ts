import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  generateThumbnailResponseSchema,
  LIMITS,
  PERK_MESSAGES,
} from '@thumbforge/contract';
import type { ImageModel } from '../../src/core/ports/image-model.port.js';
import { decodeToken } from '../support/forge-token.js';
import { postWebhook, reversalWebhookBody, verifiedPurchase } from '../support/payments.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { currentWork } from '../../src/core/work-context.js';
import type { QueuePriority } from '../../src/core/work-queue.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  download,
  imageHeader,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
} from '../support/thumbnails.js';

describe('plan perks', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let emails = 0;
  /** The render queue priority each paint ran in (its work context), in order. */
  const priorities: QueuePriority[] = [];

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, {
      // Sandbox webhooks carry the sandbox's secret; the suite signs its own with it.
      env: { SANDBOX_RAZORPAY_WEBHOOK_SECRET: 'sandbox-webhook-secret-for-tests' },
      override: (deps) => {
        const real = deps.thumbnails.model;
        const listening: ImageModel = {
          findSubject: (photo) => real.findSubject(photo),
          paintBaseArt: (request) => {
            priorities.push(currentWork().priority ?? 'normal');
            return real.paintBaseArt(request);
          },
          editBaseArt: (request) => real.editBaseArt(request),
        };
        // A detailed Ultra HD thumbnail is over 2 MB at full quality; the local renderer's art
        // compresses smaller, so its full-quality file is padded past the limit after its end.
        const imaging = deps.thumbnails.imaging;
        const detailed: typeof imaging = {
          ...imaging,
          composeThumbnail: async (request) => {
            const composed = await imaging.composeThumbnail(request);
            if (request.target !== 'download') return composed;
            const padding = Buffer.alloc(LIMITS.outputMaxBytes);
            return { ...composed, jpeg: Buffer.concat([composed.jpeg, padding]) };
          },
        };
        return {
          ...deps,
          thumbnails: { ...deps.thumbnails, model: listening, imaging: detailed },
        };
      },
    });
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  async function creator() {
    emails += 1;
    const { token } = await signUp(server, { ...ANN, email: `perks${emails}@example.com` });
    return {
      token,
      userId: String(decodeToken(token).payload.sub),
      chatId: await newChat(server, token),
    };
  }

  const generate = (who: { token: string; chatId: string }, resolution: string) =>
    postGeneration(server, who.token, who.chatId, { fields: { resolution } });

  async function refused(who: Awaited<ReturnType<typeof creator>>, resolution: string) {
    const before = await server.deps.ledger.balance(who.userId);
    const res = await generate(who, resolution);
    expect(res.status).toBe(403);
    expect(errorBodySchema.parse(res.body)).toEqual({
      code: 'forbidden',
      message: PERK_MESSAGES.resolutionLocked(resolution as '1920 x 1080'),
    });
    // Refused before anything is held: no token, no message.
    expect(await server.deps.ledger.balance(who.userId)).toBe(before);
    expect(await server.deps.messages.listByChat(who.chatId)).toEqual([]);
  }

  it('gives the free tokens Standard’s perks: 1280 x 720 only, in the normal queue', async () => {
    const free = await creator();
    await refused(free, '1920 x 1080');
    await refused(free, '3840 x 2160');
    expect(PERK_MESSAGES.resolutionLocked('1920 x 1080')).toBe(
      '1920 x 1080 needs the Premium or Pro plan. See the pricing page.',
    );
    priorities.length = 0;
    await generate(free, '1280 x 720').expect(201);
    expect(priorities).toEqual(['normal']);
  });

  it('unlocks 1920 x 1080 with Premium, not Ultra HD, and loses it with a full refund', async () => {
    const premium = await creator();
    const { orderId, paymentId } = await verifiedPurchase(server, premium.token, 'premium');
    await generate(premium, '1920 x 1080').expect(201);
    await refused({ ...premium, chatId: await newChat(server, premium.token) }, '3840 x 2160');
    expect(PERK_MESSAGES.resolutionLocked('3840 x 2160')).toBe(
      '3840 x 2160 needs the Pro plan. See the pricing page.',
    );

    await postWebhook(
      server,
      reversalWebhookBody('refund.processed', {
        id: 'rfnd_perks_all',
        paymentId,
        orderId,
        amountPaise: 140_000,
        paidPaise: 140_000,
      }),
      { eventId: 'evt_perks_refund', secret: 'sandbox-webhook-secret-for-tests' },
    ).expect(200);
    await refused({ ...premium, chatId: await newChat(server, premium.token) }, '1920 x 1080');
  });

  it('renders Pro’s Ultra HD at 3840 x 2160 with a YouTube copy under 2 MB, first in the queue', async () => {
    const pro = await creator();
    await verifiedPurchase(server, pro.token, 'pro');
    priorities.length = 0;
    const res = await generate(pro, '3840 x 2160').expect(201);
    expect(priorities).toEqual(['first']);
    const reply = generateThumbnailResponseSchema.parse(res.body).chatMessages[0]?.messages[1];
    const copies = reply?.meta.youtubeCopies ?? [];
    expect(copies).toHaveLength(reply?.images.length ?? -1);
    for (const [index, url] of (reply?.images ?? []).entries()) {
      const full = await download(server, url);
      expect(imageHeader(full)).toMatchObject({ type: 'jpeg', width: 3840, height: 2160 });
      expect(full.length).toBeLessThan(LIMITS.ultraHdMaxBytes);
      const copy = await download(server, copies[index] ?? '');
      expect(imageHeader(copy)).toMatchObject({ type: 'jpeg', width: 3840, height: 2160 });
      expect(copy.length).toBeLessThan(LIMITS.outputMaxBytes);
      expect(copy.length).toBeLessThan(full.length);
    }
    const [stored] = await server.deps.messages.listByChat(pro.chatId).then((all) => all.slice(1));
    expect(stored?.images[0]?.youtubePath).toMatch(/-youtube\.jpg$/);
  });
});
