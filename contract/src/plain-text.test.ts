import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index.js';
import { isPlainText, plainTextMessage } from './plain-text.js';

const URL = '/api/v1/files/users/u/chats/c/a.jpg?sig=abc';

/**
 * A valid body for every request schema the contract exports (`...RequestSchema`, `...FormSchema`).
 * A new request schema without a sample here fails the first test, so it is walked too.
 */
const VALID: Record<string, unknown> = {
  renameChatRequestSchema: { rename: 'My chat' },
  thumbnailFormSchema: {
    prompt: 'A chef\tin a kitchen\r\nwith steam',
    genre: 'education',
    mood: 'happy',
    title: 'Ten minute pasta',
    resolution: '1280 x 720',
  },
  editThumbnailRequestSchema: { url: URL, prompt: 'make the text red\nand bigger' },
  downloadZipRequestSchema: { imageUrls: [URL] },
  downloadImageRequestSchema: { imageUrl: URL, format: 'png' },
  feedCheckRequestSchema: { url: URL },
  rememberStyleRequestSchema: { url: URL },
  moreLikeThisRequestSchema: { url: URL },
  createApiKeyRequestSchema: { name: 'Agency script', scopes: ['thumbnails', 'read'] },
  compareRequestSchema: { urls: [URL, `${URL}2`] },
  testAndCompareRequestSchema: { imageUrls: [URL, `${URL}2`] },
  languageVersionsRequestSchema: { url: URL, titles: [{ lang: 'hi', title: 'दस मिनट पास्ता' }] },
  languageVersionsDownloadSchema: { imageUrls: [URL] },
  signUpRequestSchema: {
    email: 'ann@example.com',
    password: 'correct horse battery',
    firstName: 'Ann',
    lastName: 'Lee',
  },
  signInRequestSchema: { email: 'ann@example.com', password: 'correct horse battery' },
  resetPasswordRequestSchema: { token: 'rst_4f2a9c', password: 'correct horse battery' },
  createOrderRequestSchema: {
    planName: 'standard',
    billing: { name: 'Ann Lee', state: '29', address: '12 MG Road\nBengaluru' },
  },
  verifyPaymentRequestSchema: {
    razorpay_payment_id: 'pay_1',
    razorpay_order_id: 'order_1',
    razorpay_signature: 'abc',
  },
  sandboxPayRequestSchema: { orderId: 'order_1', outcome: 'success' },
  putBrandKitRequestSchema: {
    colours: ['#e50914', '#00b3a4'],
    font: 'bangers',
    titleStyle: 'box',
    logoCorner: 'top-left',
  },
};

/** Fields whose own format already refuses any odd character, with a message of their own. */
const FORMATTED = new Set([
  'genre',
  'mood',
  'resolution',
  'planName',
  'outcome',
  'email',
  'titles.0.lang',
  'billing.state',
  'format',
  'colours.0',
  'colours.1',
  'font',
  'titleStyle',
  'logoCorner',
  'scopes.0',
  'scopes.1',
]);

const requestSchemas = Object.entries(contract).filter(([name]) =>
  /(RequestSchema|FormSchema|DownloadSchema)$/.test(name),
) as [string, z.ZodType][];

/** Every string in the body with its path, e.g. `titles.0.title`. */
function textLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => textLeaves(inner, [...path, key]));
  }
  return [];
}

function withText(body: unknown, path: string[], change: (text: string) => string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path[path.length - 1] as string;
  parent[last] = change(parent[last] as string);
  return copy;
}

describe('every text field of a request is well-formed Unicode without control characters', () => {
  it('has a valid sample for each request schema, which it accepts', () => {
    expect(requestSchemas.map(([name]) => name).sort()).toEqual(Object.keys(VALID).sort());
    for (const [name, schema] of requestSchemas) {
      expect(schema.safeParse(VALID[name]).success, name).toBe(true);
    }
  });

  const bad = {
    NUL: (text: string) => `${text.slice(0, 1)}\u0000${text.slice(1)}`,
    'a lone surrogate': (text: string) => `${text}\uD83D`,
    'a lone low surrogate': (text: string) => `\uDE00${text}`,
    DEL: (text: string) => `${text}\u007F`,
    'a C1 control': (text: string) => `${text}\u0085`,
    'an escape': (text: string) => `\u001B[31m${text}`,
  };

  for (const [name, schema] of requestSchemas) {
    for (const path of textLeaves(VALID[name])) {
      const field = path.join('.');
      it(`${name}: ${field} refuses NUL, lone surrogates and control characters`, () => {
        for (const [what, change] of Object.entries(bad)) {
          const result = schema.safeParse(withText(VALID[name], path, change));
          expect(result.success, `${field} with ${what}`).toBe(false);
          if (FORMATTED.has(field)) continue;
          expect(result.error?.issues[0]?.message, `${field} with ${what}`).toMatch(
            /contains an invisible control character or broken text\. Please retype it\.$/,
          );
        }
      });
    }
  }

  it('keeps tabs and new lines in a prompt, and refuses them in a title', () => {
    expect(isPlainText('one\ttwo\r\nthree', { lineBreaks: true })).toBe(true);
    expect(isPlainText('one\ntwo')).toBe(false);
    expect(isPlainText('emoji 😀 and كلمة')).toBe(true);
    const rename = contract.renameChatRequestSchema.safeParse({ rename: 'two\nlines' });
    expect(rename.error?.issues[0]?.message).toBe(plainTextMessage('The title'));
  });
});
