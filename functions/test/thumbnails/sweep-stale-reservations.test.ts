import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedDeps, type EmbeddedRuntime } from '../../src/composition/embedded.js';
import { parseEnv } from '../../src/composition/env.js';
import type { Change } from '@thumbforge/contract';
import {
  STALE_RESERVATION_MS,
  sweepStaleReservations,
} from '../../src/core/thumbnails/reservation/index.js';
import { runMaintenance } from '../../src/composition/maintenance.js';
import { createCaptureLogger } from '../support/capture-logger.js';
import { chatRecord, createUser } from '../support/store-records.js';
import { makeTempDir } from '../support/temp-dir.js';

const ANN = 'user_ann';
const CHAT = 'chatAnn0000000000001';

describe('the startup sweep of stale reservations', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let runtime: EmbeddedRuntime;
  const open = () =>
    embeddedDeps(parseEnv({ DATA_DIR: temp.dir, NODE_ENV: 'test' }), {
      logger: createCaptureLogger().logger,
      announce: () => {},
    });

  beforeEach(async () => {
    temp = makeTempDir();
    runtime = await open();
    const { deps } = runtime;
    await createUser(deps.users, ANN, 3);
    await deps.chats.create(chatRecord(CHAT));
  });
  afterEach(() => {
    runtime.close();
    temp.remove();
  });

  /** A reservation as a process that died mid-generation leaves it, made `ageMs` ago. */
  async function pendingReservation(messageId: string, ageMs: number): Promise<void> {
    const at = new Date(Date.now() - ageMs);
    await runtime.deps.thumbnails.generations.reserve({
      message: {
        id: messageId,
        chatId: CHAT,
        ownerId: ANN,
        role: 'user',
        text: 'A rocket launch',
        images: [],
        status: 'pending',
        meta: {},
        createdAt: at.toISOString(),
      },
      kind: 'generation',
      maxPending: 10,
      entry: { key: `gen:${messageId}`, delta: -1, reason: 'generation', ref: CHAT },
      at,
    });
  }

  it('refunds a stale reservation exactly once, however often it runs', async () => {
    await pendingReservation('msgStale000000000001', STALE_RESERVATION_MS + 60_000);
    await pendingReservation('msgFresh000000000001', 1_000);
    expect(await runtime.deps.ledger.balance(ANN)).toBe(1);

    // The runtime's live feed carries the refund to Ann's open tabs.
    const changes: Change[] = [];
    runtime.deps.changes?.subscribe(ANN, { change: (change) => changes.push(change), end() {} });
    const ports = { generations: runtime.deps.thumbnails.generations, now: () => new Date() };
    expect(await sweepStaleReservations(ports)).toBe(1);
    expect(await sweepStaleReservations(ports)).toBe(0);

    // The stale one is back; the one still running keeps its token.
    expect(await runtime.deps.ledger.balance(ANN)).toBe(2);
    const refunds = (await runtime.deps.ledger.entries(ANN)).filter((e) => e.reason === 'refund');
    expect(refunds.map((e) => e.key)).toEqual(['refund:msgStale000000000001']);

    const messages = await runtime.deps.messages.listByChat(CHAT);
    expect(messages.map((m) => [m.id, m.role, m.status])).toEqual([
      ['msgStale000000000001', 'user', 'failed'],
      ['msgFresh000000000001', 'user', 'pending'],
      [expect.any(String), 'assistant', 'failed'],
    ]);
    expect(messages[2]?.text).toMatch(/server stopped.*refunded/);
    expect(changes).toEqual([{ kind: 'messages', chatId: CHAT }, { kind: 'user' }]);
  });

  it('runs when the embedded runtime opens', async () => {
    await pendingReservation('msgStale000000000001', STALE_RESERVATION_MS + 60_000);
    runtime.close();

    runtime = await open();
    expect(await runtime.deps.ledger.balance(ANN)).toBe(3);
    expect(await runtime.deps.thumbnails.generations.listPendingBefore(new Date())).toEqual([]);
    runtime.close();

    // A second start finds nothing left to refund.
    runtime = await open();
    expect(await runtime.deps.ledger.balance(ANN)).toBe(3);
    expect(
      (await runtime.deps.ledger.entries(ANN)).filter((e) => e.reason === 'refund'),
    ).toHaveLength(1);
  });

  it('runs in the Firebase runtime’s scheduled maintenance, with the payments reconciled', async () => {
    await pendingReservation('msgStale000000000001', STALE_RESERVATION_MS + 60_000);

    const first = await runMaintenance(runtime.deps);
    expect(first).toEqual({
      refundedReservations: 1,
      settledPainting: 0,
      payments: { checked: 0, credited: [], pending: [], unreachable: [], expired: [] },
    });
    expect(await runtime.deps.ledger.balance(ANN)).toBe(3);

    const second = await runMaintenance(runtime.deps);
    expect(second.refundedReservations).toBe(0);
    expect(await runtime.deps.ledger.balance(ANN)).toBe(3);
  });
});
