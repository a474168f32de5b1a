import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerDatabase } from '../test/database.js';
import { PgFileStorage } from './pg-file-storage.js';

describe('the PostgreSQL file storage', () => {
  let storage: PgFileStorage;
  beforeAll(async () => {
    storage = new PgFileStorage((await workerDatabase()).db);
  });

  it('gives back a file put in, as a stream, with its name, type and size', async () => {
    const id = await storage.put(
      'client:storage-1',
      'Polizza.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.7 x'),
    );
    const file = await storage.get(id);
    expect(file?.meta).toMatchObject({
      owner: 'client:storage-1',
      name: 'Polizza.pdf',
      type: 'application/pdf',
      size: 10,
    });
    expect(await text(file?.stream ?? Readable.from([]))).toBe('%PDF-1.7 x');
  });

  it('streams a file larger than a chunk in chunks, whole', async () => {
    const chunked = new PgFileStorage((await workerDatabase()).db, 4);
    const id = await chunked.put('client:storage-6', 'long.txt', 'text/plain', Buffer.from('0123456789'));
    const chunks: string[] = [];
    for await (const chunk of (await chunked.get(id))?.stream ?? []) chunks.push(String(chunk));
    expect(chunks).toEqual(['0123', '4567', '89']);
  });

  it('takes a stream as well as bytes', async () => {
    const id = await storage.put('client:storage-2', 'note.txt', 'text/plain', Readable.from(['a', 'bc']));
    expect((await storage.get(id))?.meta.size).toBe(3);
  });

  it('lists the files of one owner only, oldest first, without their bytes', async () => {
    const first = await storage.put('dossier:storage-3', 'a.pdf', 'application/pdf', Buffer.from('a'));
    const second = await storage.put('dossier:storage-3', 'b.pdf', 'application/pdf', Buffer.from('b'));
    await storage.put('dossier:storage-4', 'c.pdf', 'application/pdf', Buffer.from('c'));
    const listed = await storage.listByOwner('dossier:storage-3');
    expect(listed.map((file) => file.id)).toEqual([first, second]);
    expect(listed[0]).not.toHaveProperty('content');
  });

  it('forgets a deleted file, and answers nothing for an id it never had', async () => {
    const id = await storage.put('client:storage-5', 'x.pdf', 'application/pdf', Buffer.from('x'));
    expect(await storage.delete(id)).toBe(true);
    expect(await storage.get(id)).toBeUndefined();
    expect(await storage.delete(id)).toBe(false);
    expect(await storage.get('not-an-id')).toBeUndefined();
  });
});
