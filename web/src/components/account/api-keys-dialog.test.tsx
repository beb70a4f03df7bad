// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_KEY_MESSAGES,
  API_PATHS,
  API_PREFIX,
  apiKeySchema,
  type ApiKey,
  type CreatedApiKey,
} from '@thumbforge/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignedInApp } from '@/testing/signed-in-app';
import { ApiKeysDialog } from './api-keys-dialog';

const MADE: CreatedApiKey = {
  id: 'key00000000000000001',
  name: 'Agency script',
  scopes: ['thumbnails', 'read'],
  createdAt: '2026-11-27T10:00:00.000Z',
  lastUsedAt: null,
  calls: { thumbnails: 0, read: 0, refused: 0 },
  key: `tf_live_${'a'.repeat(43)}`,
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let calls: { method: string; path: string; body: unknown }[];
let answer: (method: string, path: string) => Response;

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(API_PREFIX, '');
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return answer(method, path);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  render(
    <SignedInApp fixture={{}}>
      <ApiKeysDialog open onClose={() => {}} />
    </SignedInApp>,
  );
}

describe('ApiKeysDialog', { timeout: 30_000 }, () => {
  it('makes a key, shows it once with a copy button, lists it and revokes it', async () => {
    answer = (method) =>
      method === 'GET' ? json(200, { keys: [] }) : method === 'POST' ? json(201, MADE) : json(204);
    const user = userEvent.setup();
    renderDialog();
    expect(await screen.findByText('No keys yet.')).toBeTruthy();

    await user.type(screen.getByLabelText(/Key name/), 'Agency script');
    await user.click(screen.getByRole('checkbox', { name: /Read/ }));
    await user.click(screen.getByRole('button', { name: 'Make key' }));

    expect(await screen.findByDisplayValue(MADE.key)).toBeTruthy();
    expect(screen.getByText(API_KEY_MESSAGES.shownOnce)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the key' })).toBeTruthy();
    expect(screen.getByText('Never used')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: API_PATHS.apiKeys,
      body: { name: 'Agency script', scopes: ['thumbnails'] },
    });

    await user.click(screen.getByRole('button', { name: 'Revoke Agency script' }));
    await waitFor(() => expect(screen.queryByDisplayValue(MADE.key)).toBeNull());
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: API_PATHS.apiKey(MADE.id) });
    expect(await screen.findByText(API_KEY_MESSAGES.revoked)).toBeTruthy();
  });

  it('shows each key’s last use and its calls by kind', async () => {
    const used: ApiKey = {
      ...apiKeySchema.parse(MADE),
      lastUsedAt: '2026-11-28T09:00:00.000Z',
      calls: { thumbnails: 4, read: 1, refused: 2 },
    };
    answer = () => json(200, { keys: [used] });
    renderDialog();
    expect(
      await screen.findByText('Last used Nov 28, 2026 · 4 thumbnail calls · 1 read · 2 refused'),
    ).toBeTruthy();
  });

  it("shows the server's refusal and no key", async () => {
    answer = (method) =>
      method === 'GET'
        ? json(200, { keys: [] })
        : json(409, { message: API_KEY_MESSAGES.tooMany, code: 'conflict' });
    const user = userEvent.setup();
    renderDialog();
    await user.type(await screen.findByLabelText(/Key name/), 'One too many');
    await user.click(screen.getByRole('button', { name: 'Make key' }));

    expect(await screen.findByText(API_KEY_MESSAGES.tooMany)).toBeTruthy();
    expect(screen.queryByText(API_KEY_MESSAGES.shownOnce)).toBeNull();
  });
});
