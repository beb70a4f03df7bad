import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authKitFor } from './auth-kit-for';
import { localAuthKit } from './local/local-auth-kit';

// Stands in for the Clerk kit and records whether anything imported it.
const clerk = vi.hoisted(() => ({ imported: false, kit: { name: 'clerk kit' } }));
vi.mock('./clerk/clerk-auth-kit', () => {
  clerk.imported = true;
  return { createClerkAuthKit: vi.fn(() => clerk.kit) };
});

beforeEach(() => {
  clerk.imported = false;
});

describe('authKitFor', () => {
  it('gives the embedded runtime the local kit without importing Clerk', async () => {
    await expect(authKitFor({ provider: 'local' })).resolves.toBe(localAuthKit);
    expect(clerk.imported).toBe(false);
  });

  it('imports the Clerk kit only when chosen, with the publishable key', async () => {
    const kit = await authKitFor({ provider: 'clerk', publishableKey: 'pk_test_abc' });
    expect(clerk.imported).toBe(true);
    expect(kit).toBe(clerk.kit);
    const { createClerkAuthKit } = await import('./clerk/clerk-auth-kit');
    expect(createClerkAuthKit).toHaveBeenCalledWith('pk_test_abc');
  });
});
