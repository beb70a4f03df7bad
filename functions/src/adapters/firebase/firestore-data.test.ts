import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  chatDocumentSchema,
  messageDocumentSchema,
  storedOrderKeySchema,
} from '@thumbforge/contract';
import { MalformedDocument, readDocument } from './firestore-data.js';

/** What `readDocument` reads of a snapshot: its path and its data. */
function snapshot(path: string, data: Record<string, unknown>) {
  return { ref: { path }, data: () => data } as unknown as DocumentSnapshot;
}

const chat = {
  ownerId: 'user_ann',
  title: 'Boss fight',
  pinned: false,
  createdAt: Timestamp.fromDate(new Date('2030-01-01T00:00:00.000Z')),
  updatedAt: Timestamp.fromDate(new Date('2030-01-01T00:00:05.123Z')),
};

describe('readDocument', () => {
  it("reads a document through its contract schema, Timestamps as the ports' ISO strings", () => {
    expect(readDocument(chatDocumentSchema, snapshot('chats/c1', chat))).toEqual({
      ownerId: 'user_ann',
      title: 'Boss fight',
      pinned: false,
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:05.123Z',
    });
  });

  it('refuses a malformed document, naming its path and each wrong field', () => {
    const read = () =>
      readDocument(
        chatDocumentSchema,
        snapshot('chats/c1', { ...chat, pinned: 'yes', updatedAt: '2030-01-01' }),
      );
    expect(read).toThrow(MalformedDocument);
    expect(read).toThrow(
      /^Firestore document chats\/c1 does not match its schema: pinned: .*; updatedAt: must be a Firestore Timestamp$/,
    );
  });

  it('names a nested field by its path and a missing field by its name', () => {
    const message = {
      ownerId: 'user_ann',
      role: 'assistant',
      text: 'Here you go',
      images: [{ url: '/a.jpg' }],
      status: 'complete',
      meta: {},
    };
    expect(() =>
      readDocument(messageDocumentSchema, snapshot('chats/c1/messages/m1', message)),
    ).toThrow(/chats\/c1\/messages\/m1 .*images\.0\.path: .*; createdAt: must be a Firestore/);
  });

  it('refuses a document with no data at all', () => {
    const empty = { ref: { path: 'chats/c1' }, data: () => undefined };
    expect(() => readDocument(chatDocumentSchema, empty as unknown as DocumentSnapshot)).toThrow(
      /chats\/c1 does not match its schema: \(document\): /,
    );
  });
});

describe('storedOrderKeySchema', () => {
  it("keys a Timestamp as the SDK's valueOf() does, so keys sort to the nanosecond", () => {
    const times = [
      new Timestamp(1_893_456_000, 999_999),
      new Timestamp(1_893_456_000, 1_000),
      new Timestamp(-1, 0),
    ];
    const keys = times.map((time) => storedOrderKeySchema.parse(time));
    expect(keys).toEqual(times.map((time) => time.valueOf()));
    expect([...keys].sort()).toEqual([keys[2], keys[1], keys[0]]);
  });
});
