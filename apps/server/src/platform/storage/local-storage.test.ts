import fs from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';

describe('local file storage', () => {
  let t: TestApp;
  let storage: FileStorage;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp();
    if (t.config.storage.driver !== 'local') throw new Error('expected the local driver in tests');
    root = t.config.storage.uploadsDir;
    storage = t.services.storage;
    expect(storage).toBeInstanceOf(LocalFileStorage);
  });
  afterAll(() => t.close());

  it('stores, reads back and deletes a file under the uploads folder', async () => {
    const bytes = Buffer.from('local bytes');
    await storage.put('upload/one.txt', bytes, 'text/plain');
    expect(await fs.readFile(path.join(root, 'upload/one.txt'))).toEqual(bytes);

    const got = await storage.get('upload/one.txt');
    expect(got?.size).toBe(bytes.length);
    if (!got) throw new Error('stored object not found');
    expect(await buffer(got.body)).toEqual(bytes);

    await storage.delete('upload/one.txt');
    expect(await storage.get('upload/one.txt')).toBeNull();
    // No temporary file is left beside it.
    expect(await fs.readdir(path.join(root, 'upload'))).toEqual([]);
  });

  it('returns null for a key that was never stored', async () => {
    expect(await storage.get('upload/never-stored.png')).toBeNull();
  });

  it("refuses a key with '..' that would leave the uploads folder", async () => {
    const outside = path.join(path.dirname(root), 'escaped.txt');
    await expect(storage.put('../escaped.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(fs.stat(outside)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.get('upload/../../escaped.txt')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});
