import { describe, expect, it } from 'vitest';
import { dashboardWithLastChat, rememberChat } from './last-chat';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the chat to come back to', () => {
  it('is the last chat open in this tab, selected on the dashboard', () => {
    const store = memoryStorage();
    expect(dashboardWithLastChat(store)).toBe('/dashboard');
    rememberChat('abcdefghij0123456789', store);
    rememberChat('zyxwvutsrq9876543210', store);
    expect(dashboardWithLastChat(store)).toBe('/dashboard?chat=zyxwvutsrq9876543210');
  });

  it('is no chat when what is stored is no chat id, or storage refuses access', () => {
    const store = memoryStorage();
    rememberChat('../pricing?x=1', store);
    expect(dashboardWithLastChat(store)).toBe('/dashboard');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberChat('abcdefghij0123456789', refusing)).not.toThrow();
    expect(dashboardWithLastChat(refusing)).toBe('/dashboard');
    expect(dashboardWithLastChat(null)).toBe('/dashboard');
  });
});
