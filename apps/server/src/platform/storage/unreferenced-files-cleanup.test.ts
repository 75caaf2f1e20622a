import { randomUUID } from 'node:crypto';
import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, blogPosts, files } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tinyPng } from '../../test/uploads';
import { queryRows } from '../db/database';
import { FILE_REFERENCES } from './file-references';
import { removeUnreferencedFiles, unreferencedFilesCleanup } from './unreferenced-files-cleanup';

describe('unreferenced files clean-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A stored file (bytes and row) uploaded `hoursAgo` hours ago. */
  async function storedFile(hoursAgo: number) {
    const storageKey = `upload/${randomUUID()}.png`;
    await t.services.storage.put(storageKey, tinyPng(), 'image/png');
    const [row] = await t.services.db
      .insert(files)
      .values({
        storageKey,
        purpose: 'upload',
        mimeType: 'image/png',
        sizeBytes: tinyPng().length,
        createdAt: sql`now() - make_interval(hours => ${hoursAgo})`,
      })
      .returning({ id: files.id });
    if (!row) throw new Error('no file row');
    return { id: row.id, storageKey };
  }
  const exists = async (file: { id: string; storageKey: string }) => ({
    row: (await t.services.db.select().from(files).where(eq(files.id, file.id))).length === 1,
    bytes: (await t.services.storage.get(file.storageKey)) !== null,
  });

  it('removes a 25-hour-old file nothing references, keeps referenced and fresh ones', async () => {
    const orphan = await storedFile(25);
    const fresh = await storedFile(23);
    const photo = await storedFile(25);
    const qrCode = await storedFile(30);
    const blogImage = await storedFile(48);
    const athlete = await createUser(t.services.db);
    await t.services.db
      .update(athleteProfiles)
      .set({ photoFileId: photo.id, qrCodeFileId: qrCode.id })
      .where(eq(athleteProfiles.userId, athlete.id));
    await t.services.db.insert(blogPosts).values({
      type: 'admin',
      title: 'News',
      category: 'General',
      descriptionHtml: '<p>Hi</p>',
      imageFileId: blogImage.id,
    });

    await t.services.jobs.send(unreferencedFilesCleanup, {});
    expect(await t.services.jobs.drain()).toBe(1);

    expect(await exists(orphan)).toEqual({ row: false, bytes: false });
    for (const kept of [fresh, photo, qrCode, blogImage])
      expect(await exists(kept)).toEqual({ row: true, bytes: true });
  });

  it('removes a file once the record that used it lets go of it', async () => {
    const photo = await storedFile(26);
    const athlete = await createUser(t.services.db);
    await t.services.db
      .update(athleteProfiles)
      .set({ photoFileId: photo.id })
      .where(eq(athleteProfiles.userId, athlete.id));
    await removeUnreferencedFiles(t.services);
    expect(await exists(photo)).toEqual({ row: true, bytes: true });
    await t.services.db
      .update(athleteProfiles)
      .set({ photoFileId: null })
      .where(eq(athleteProfiles.userId, athlete.id));
    expect(await removeUnreferencedFiles(t.services)).toBe(1);
    expect(await exists(photo)).toEqual({ row: false, bytes: false });
  });

  it('works through more orphans than one batch', async () => {
    const orphans = await Promise.all(Array.from({ length: 130 }, () => storedFile(25)));
    expect(await removeUnreferencedFiles(t.services)).toBe(130);
    const left = await t.services.db
      .select()
      .from(files)
      .where(
        inArray(
          files.id,
          orphans.map((o) => o.id),
        ),
      );
    expect(left).toEqual([]);
  });

  it('keeps the row when its bytes cannot be deleted, to try again next time', async () => {
    const orphan = await storedFile(25);
    const storage = t.services.storage;
    const failing = {
      ...storage,
      driver: storage.driver,
      put: storage.put.bind(storage),
      get: storage.get.bind(storage),
      delete: async () => {
        throw new Error('storage is down');
      },
    };
    await expect(removeUnreferencedFiles({ db: t.services.db, storage: failing })).rejects.toThrow(
      'storage is down',
    );
    expect(await exists(orphan)).toEqual({ row: true, bytes: true });
    await removeUnreferencedFiles(t.services);
    expect(await exists(orphan)).toEqual({ row: false, bytes: false });
  });

  it('lists every column that references files (a new reference must be added)', async () => {
    // Foreign keys to files in the database, compared with the list the clean-up uses.
    const rows = await queryRows<{ table_name: string; column_name: string }>(
      t.services.db,
      sql`
      select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = rc.unique_constraint_name
       and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = 'files' and ccu.column_name = 'id'`,
    );
    const inDatabase = rows.map((r) => `${r.table_name}.${r.column_name}`).sort();
    const listed = FILE_REFERENCES.map((c) => `${getTableName(c.table)}.${c.name}`).sort();
    expect(listed).toEqual(inDatabase);
  });
});
