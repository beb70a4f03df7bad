import Database from 'better-sqlite3';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_PATHS, changeSchema, tokenGrantListResponseSchema } from '@thumbforge/contract';
import { adminRuntime } from '../../src/composition/admin.js';
import { embeddedDatabaseFile } from '../../src/composition/embedded.js';
import { runAdminCommand } from '../support/admin.js';
import { ANN, WEB_ORIGIN } from '../support/test-server.js';
import { openEventStream } from '../support/event-stream.js';
import {
  balanceOf,
  bearer,
  userIdOf,
  verifiedPurchase,
  postWebhook,
  reversalWebhookBody,
  SANDBOX_SECRETS_ENV,
  withSandboxServer,
} from '../support/payments.js';

const DAY = 86_400_000;

describe('npm run admin -- <command> on the embedded SQLite database', () => {
  const sandbox = withSandboxServer('admin');
  let users = 0;

  /** Runs one command against the suite server's database, `daysLater` days from now. */
  function admin(argv: string[], daysLater = 0) {
    return runAdminCommand(argv, () =>
      adminRuntime(
        { DATA_DIR: sandbox.dataDir, ...SANDBOX_SECRETS_ENV },
        { now: () => new Date(Date.now() + daysLater * DAY) },
      ),
    );
  }

  /** A signed-up user who has opened the app once (which creates the user with 3 tokens). */
  async function user() {
    users += 1;
    const token = await sandbox.newUser();
    return { token, id: await userIdOf(sandbox.server, token), email: `admin${users}@example.com` };
  }

  /** A verified standard purchase: 800 rupees for 10 tokens. */
  const buy = (token: string) => verifiedPurchase(sandbox.server, token);

  const spend = (userId: string, tokens: number) =>
    sandbox.server.deps.ledger.apply(userId, {
      key: `gen:admin-test-${userId}-${tokens}`,
      delta: -tokens,
      reason: 'generation',
    });

  it('prints usage for no command, help and an unknown command, with every subcommand', async () => {
    const none = await admin([]);
    expect(none.code).toBe(2);
    for (const name of ['balance', 'ledger', 'grant', 'check', 'refund', 'reset-password']) {
      expect(none.err).toMatch(new RegExp(`^  ${name} `, 'm'));
    }
    const help = await admin(['help']);
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toContain('Usage: npm run admin -- <command>');

    const unknown = await admin(['frobnicate', 'x']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^Unknown command "frobnicate"\./);
    expect(unknown.err).toContain('Commands:');
  });

  it("prints a user's balance, found by email in any letter case", async () => {
    const ann = await user();
    const res = await admin(['balance', ann.email.toUpperCase()]);
    expect(res).toMatchObject({ code: 0, err: '' });
    expect(res.out).toBe(`${ann.email.toUpperCase()} (${ann.id}): 3 tokens`);
  });

  it('refuses an unknown user, a malformed address and missing or extra arguments', async () => {
    const unknown = await admin(['balance', 'nobody@example.com']);
    expect(unknown).toEqual({
      code: 1,
      out: '',
      err: 'balance: No user has the email address nobody@example.com',
    });
    expect((await admin(['ledger', 'not-an-email'])).err).toBe(
      'ledger: "not-an-email" is not an email address',
    );
    const missing = await admin(['balance']);
    expect(missing.code).toBe(2);
    expect(missing.err).toBe('balance: missing <email>\nUsage: npm run admin -- balance <email>');
    expect((await admin(['ledger', 'a@example.com', 'b@example.com'])).err).toMatch(
      /^ledger: unexpected argument b@example.com/,
    );
  });

  it('prints a one-time reset link: the new password signs in, the old one, the link and every bearer are dead', async () => {
    const dan = await user();
    const me = () =>
      request(sandbox.server.url).get(sandbox.server.api(API_PATHS.me)).set(bearer(dan.token));
    expect((await me()).status).toBe(200);
    const res = await admin(['reset-password', dan.email]);
    expect(res).toMatchObject({ code: 0, err: '' });
    const [intro, link = ''] = res.out.split('\n');
    expect(intro).toMatch(new RegExp(`^Send this link to ${dan.email}; it works once, until `));
    const url = new URL(link);
    expect(url.pathname).toBe('/reset-password');
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{40,}$/);
    // A second link issued before the first is used dies with it.
    const second = await admin(['reset-password', dan.email]);
    const secondToken = new URL(second.out.split('\n')[1] ?? '').searchParams.get('token');

    const reset = (password: string, linkToken = token) =>
      request(sandbox.server.url)
        .post(sandbox.server.api(API_PATHS.localAuth.resetPassword))
        .send({ token: linkToken, password });
    // Too short a password is refused and the link stays usable.
    expect((await reset('short')).status).toBe(400);
    expect((await reset('a brand new password')).body).toEqual({ success: true });
    // The bearer signed before the reset is refused at once, not when its minute ends.
    expect((await me()).status).toBe(401);
    const again = await reset('yet another password');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'This reset link has expired or was already used. Ask support for a new one.',
    );
    expect((await reset('a third new password', secondToken ?? '')).status).toBe(400);
    const signIn = (password: string) =>
      request(sandbox.server.url)
        .post(sandbox.server.api(API_PATHS.localAuth.signIn))
        .set('Origin', WEB_ORIGIN)
        .send({ email: dan.email, password });
    expect((await signIn('a brand new password')).status).toBe(200);
    expect((await signIn(ANN.password)).status).toBe(401);

    const unknown = await admin(['reset-password', 'nobody@example.com']);
    expect(unknown).toMatchObject({ code: 1, out: '' });
  });

  it('grants tokens as a ledger entry with its reason, shown in the ledger', async () => {
    const bob = await user();
    const res = await admin(['grant', bob.email, '5', '--reason', 'Outage on 1 May']);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(
      new RegExp(`^Granted 5 tokens to ${bob.email} \\(${bob.id}\\): balance 8 \\[grant:`),
    );
    expect(await balanceOf(sandbox.server, bob.token)).toBe(8);

    const entries = await sandbox.server.deps.ledger.entries(bob.id);
    expect(entries.at(-1)).toMatchObject({
      delta: 5,
      reason: 'grant',
      note: 'Outage on 1 May',
      balanceAfter: 8,
    });
    // The user sees it in their history too, with the reason, and no one else does.
    const grants = await request(sandbox.server.url)
      .get(sandbox.server.api(API_PATHS.tokenGrants))
      .set(bearer(bob.token))
      .expect(200);
    expect(tokenGrantListResponseSchema.parse(grants.body).grants).toEqual([
      {
        _id: entries.at(-1)?.key,
        tokens: 5,
        reason: 'Outage on 1 May',
        createdAt: entries.at(-1)?.createdAt,
      },
    ]);
    const other = await user();
    const none = await request(sandbox.server.url)
      .get(sandbox.server.api(API_PATHS.tokenGrants))
      .set(bearer(other.token))
      .expect(200);
    expect(none.body).toEqual({ grants: [] });

    const ledger = await admin(['ledger', bob.email]);
    expect(ledger.code).toBe(0);
    const lines = ledger.out.split('\n');
    expect(lines[0]).toBe(`${bob.email} (${bob.id}): 2 entries, balance 8`);
    expect(lines[1]).toMatch(/ +\+3 += +3 +signup +Free sign-up tokens +\[signup\]$/);
    expect(lines[2]).toMatch(
      / +\+5 += +8 +grant +Tokens granted by support +\[grant:[\w-]+\] "Outage on 1 May"$/,
    );
  });

  it('a grant, made on its own database connection, reaches the user’s open tabs on the server', async () => {
    const bob = await user();
    const tab = await openEventStream(
      `${sandbox.server.url}${sandbox.server.api(API_PATHS.events)}`,
      bob.token,
    );
    expect((await tab.next()).event).toBe('ready');
    expect((await admin(['grant', bob.email, '2', '--reason', 'Goodwill'])).code).toBe(0);
    expect(changeSchema.parse(JSON.parse((await tab.next()).data))).toEqual({ kind: 'user' });
    tab.close();
  });

  it('refuses a bad number of tokens, a missing or empty reason, and grants nothing', async () => {
    const cat = await user();
    for (const count of ['0', '2.5', 'ten', '1e3', '100000', '']) {
      const res = await admin(['grant', cat.email, count, '--reason', 'x']);
      expect(res.code, count).toBe(1);
      expect(res.err).toBe(
        `grant: "${count}" is not a number of tokens: give a whole number from 1 to 1000`,
      );
    }
    // A leading minus reads as an option: refused before anything is opened.
    expect((await admin(['grant', cat.email, '-3', '--reason', 'x'])).code).toBe(2);
    const noReason = await admin(['grant', cat.email, '5']);
    expect(noReason.code).toBe(2);
    expect(noReason.err).toContain('grant: missing --reason "..."');
    expect((await admin(['grant', cat.email, '5', '--reason', '  '])).err).toBe(
      'grant: A grant needs a reason: --reason "..."',
    );
    expect((await admin(['grant', 'ghost@example.com', '5', '--reason', 'x'])).code).toBe(1);
    expect(await balanceOf(sandbox.server, cat.token)).toBe(3);
  });

  it('refunds the unused bought tokens at the price paid for each, and takes them back once', async () => {
    const dee = await user();
    const { orderId, paymentId } = await buy(dee.token);
    await spend(dee.id, 4);
    // 13 - 4 = 9 held; the 3 free ones are not refundable, so 6 of the 10 bought are.
    expect(await balanceOf(sandbox.server, dee.token)).toBe(9);

    const res = await admin(['refund', paymentId]);
    expect(res).toMatchObject({ code: 0, err: '' });
    const refundId = /Refund (rfnd_\w{14}) /.exec(res.out)?.[1] ?? '';
    expect(res.out).toBe(
      `Refund ${refundId} of ₹480.00 for order ${orderId} (6 unused tokens): processed\n` +
        'Took back 6 tokens; balance now 3',
    );
    expect(await balanceOf(sandbox.server, dee.token)).toBe(3);
    expect((await sandbox.server.deps.payments.store.get(orderId))?.reversals).toMatchObject([
      { id: refundId, kind: 'refund', amount: 480, tokensTakenBack: 6 },
    ]);

    // Razorpay's refund.processed for the same refund arrives later: nothing more happens.
    const webhook = reversalWebhookBody('refund.processed', {
      id: refundId,
      paymentId,
      orderId,
      amountPaise: 48_000,
      paidPaise: 80_000,
    });
    await postWebhook(sandbox.server, webhook, { eventId: `evt_admin_${refundId}` }).expect(200);
    expect(await balanceOf(sandbox.server, dee.token)).toBe(3);

    const again = await admin(['refund', orderId]);
    expect(again.code).toBe(1);
    expect(again.err).toBe(
      `refund: Nothing to refund: the buyer of order ${orderId} has no unused tokens of it left`,
    );
    const ledger = await admin(['ledger', dee.email]);
    expect(ledger.out).toMatch(
      new RegExp(
        ` -6 += +3 +purchase-refund +Tokens taken back \\(purchase refunded\\) +\\[refund-pay:${refundId}\\] ${orderId}$`,
        'm',
      ),
    );
    expect((await admin(['check'])).code).toBe(0);
  });

  it('keeps to the 7 days the policy promises unless forced, and refuses what is not paid', async () => {
    const eve = await user();
    const { orderId, paymentId } = await buy(eve.token);

    const late = await admin(['refund', paymentId], 8);
    expect(late.code).toBe(1);
    expect(late.err).toMatch(
      new RegExp(
        `^refund: Order ${orderId} was paid on \\d{4}-\\d{2}-\\d{2}, 8 days ago; the refund policy covers 7 days\\. Add --force to refund anyway\\.$`,
      ),
    );
    expect(await balanceOf(sandbox.server, eve.token)).toBe(13);

    const forced = await admin(['refund', paymentId, '--force'], 8);
    expect(forced.code).toBe(0);
    expect(forced.out).toMatch(
      /^Paid 8 days ago, outside the 7-day refund window: refunded because of --force\nRefund rfnd_\w+ of ₹800\.00 for order/,
    );
    expect(await balanceOf(sandbox.server, eve.token)).toBe(3);

    expect((await admin(['refund', 'pay_NoSuchPayment1'])).err).toBe(
      'refund: No payment or order has the id pay_NoSuchPayment1',
    );
    const { orderId: open } = await (async () => {
      const res = await request(sandbox.server.url)
        .post(sandbox.server.api(API_PATHS.createOrder))
        .set(bearer(eve.token))
        .send({ planName: 'standard' })
        .expect(200);
      return res.body as { orderId: string };
    })();
    expect((await admin(['refund', open])).err).toBe(
      `refund: Order ${open} is created, not paid: nothing to refund`,
    );
    expect((await admin(['refund'])).code).toBe(2);
  });

  it('checks every balance against its ledger, reports drift with a non-zero exit and changes nothing', async () => {
    const fay = await user();
    const ok = await admin(['check']);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/^OK: \d+ users, every balance equals its ledger sum$/);

    const db = new Database(embeddedDatabaseFile(sandbox.dataDir));
    try {
      db.prepare('UPDATE users SET token_balance = token_balance + 2 WHERE id = ?').run(fay.id);
      const drift = await admin(['check']);
      expect(drift.code).toBe(1);
      expect(drift.out).toContain(`DRIFT ${fay.id}: balance 5, ledger sum 3 over 1 entries`);
      expect(drift.out).toMatch(/1 of \d+ users drift; nothing was changed$/);
      expect(await balanceOf(sandbox.server, fay.token)).toBe(5);
      expect((await admin(['check', 'extra'])).code).toBe(2);
    } finally {
      db.prepare('UPDATE users SET token_balance = token_balance - 2 WHERE id = ?').run(fay.id);
      db.close();
    }
  });
});
