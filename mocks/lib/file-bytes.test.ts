// Uploaded bytes outlive the backend that took them when it has a lasting store (the demo worker's IndexedDB): a
// restarted backend serves the other chat member the file itself, not the generated placeholder; the store keeps a
// budget by dropping the oldest files' bytes first.
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, emails, ids } from '../data/ids';
import { Db } from '../db';
import { fileOf } from '../file-fixtures';
import { createHandlers } from '../handlers';
import { filesToDrop, type FileStorage } from './file-bytes';
import { listenStrictly } from '../test-server';

const BASE = 'http://restart.mock';
const server = setupServer();
listenStrictly(server);

/** A lasting store as the worker's IndexedDB is one: it outlives every Db made on it. */
function lastingStore(): FileStorage & { entries: Map<string, Blob> } {
  const entries = new Map<string, Blob>();
  return {
    entries,
    put: async (id, blob) => void entries.set(id, blob),
    get: async (id) => entries.get(id),
    delete: async (id) => void entries.delete(id),
    clear: async () => entries.clear(),
  };
}

/** Starts a backend on `db` (as the worker does after a restart: the saved state, the lasting store). */
function start(db: Db) {
  server.resetHandlers(...createHandlers({ db, baseUrl: BASE }));
  const call = (path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${BASE}${path}`, {
      ...init,
      headers: {
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
  const login = async (email: string) =>
    (
      (await (
        await call('/user/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        })
      ).json()) as { token: string }
    ).token;
  return { call, login };
}

/** The client sends the provider a PNG; after a restart on the same saved state, the provider reads the attachment. */
async function sendThenReadAfterRestart(files?: FileStorage) {
  const sent = fileOf('png', 'scan.png', 'the real scan');
  const before = new Db({ files });
  await before.ready;
  const first = start(before);
  const form = new FormData();
  form.append('receiverIdentifier', ids.provider);
  form.append('files', sent);
  const stored = await first.call('/messages/store', {
    method: 'POST',
    body: form,
    token: await first.login(emails.client),
  });
  expect(stored.status).toBe(201);

  const after = new Db({ files });
  after.replace(before.state);
  const restarted = start(after);
  const provider = await restarted.login(emails.provider);
  const page = (await (
    await restarted.call('/messages/conversations', {
      method: 'POST',
      token: provider,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userIdentifier: ids.client }),
    })
  ).json()) as {
    items: { attachments: { url: string }[] }[];
  };
  const response = await fetch(page.items[0]?.attachments[0]?.url ?? '');
  expect(response.status).toBe(200);
  return { sent: new Uint8Array(await sent.arrayBuffer()), served: new Uint8Array(await response.arrayBuffer()) };
}

describe('uploaded bytes across a restart of the backend', () => {
  it('serves the file itself from the lasting store', async () => {
    const { sent, served } = await sendThenReadAfterRestart(lastingStore());
    expect(served).toEqual(sent);
  });

  it('without one (the standalone server, the tests) a restart leaves only the generated placeholder', async () => {
    const { sent, served } = await sendThenReadAfterRestart();
    expect(served).not.toEqual(sent);
  });

  it('forgets the stored bytes when the message is deleted and when the demo data are reset', async () => {
    const store = lastingStore();
    const db = new Db({ files: store });
    db.blobs.set('at_one', new Blob(['1']));
    db.blobs.set('at_two', new Blob(['2']));
    await expect.poll(() => store.entries.size).toBe(2);
    db.blobs.delete('at_one');
    await expect.poll(() => [...store.entries.keys()]).toEqual(['at_two']);
    db.reset();
    await expect.poll(() => store.entries.size).toBe(0);
  });
});

describe('the stored bytes’ budget', () => {
  const stored = [
    { id: 'b', size: 30, storedAt: 2 },
    { id: 'a', size: 40, storedAt: 1 },
    { id: 'c', size: 20, storedAt: 3 },
  ];
  it('drops nothing while a new file fits', () => expect(filesToDrop(stored, 10, 100)).toEqual([]));
  it('drops the oldest first, as few as needed', () => {
    expect(filesToDrop(stored, 11, 100)).toEqual(['a']);
    expect(filesToDrop(stored, 60, 100)).toEqual(['a', 'b']);
    expect(filesToDrop(stored, 100, 100)).toEqual(['a', 'b', 'c']);
  });
  it('stores no file larger than the whole budget, and drops nothing for it', () =>
    expect(filesToDrop(stored, 101, 100)).toBeNull());
});
