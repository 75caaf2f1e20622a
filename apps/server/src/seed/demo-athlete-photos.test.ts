import { createHash } from 'node:crypto';
import type { THomeAthletes } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_ATHLETE_PHOTOS } from './demo-athlete-photos';
import { seedDemo } from './seed';

describe('demo athletes have their own profile photos', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await seedDemo(t.services.db, { storage: t.services.storage });
  });
  afterAll(() => t.close());

  it('stores a distinct WebP photo for each demo athlete, served as their profile photo', async () => {
    const digests = new Set<string>();
    for (const key of Object.keys(DEMO_ATHLETE_PHOTOS)) {
      const userId = ids[key] ?? '';
      const [profile] = await t.services.db
        .select({ photo: athleteProfiles.photoFileId })
        .from(athleteProfiles)
        .where(eq(athleteProfiles.userId, userId));
      expect(profile?.photo, key).toEqual(expect.any(String));
      const res = await t.app.inject({ method: 'GET', url: `/api/files/${profile?.photo}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      digests.add(createHash('sha256').update(res.rawPayload).digest('hex'));
    }
    expect(digests.size).toBe(Object.keys(DEMO_ATHLETE_PHOTOS).length);
  });

  it('shows the photos on /home', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home/athletes' });
    const body = res.json() as THomeAthletes;
    // In one of the two rows: an athlete trending this week is not listed again as newly joined.
    const jordan = [...body.trending, ...body.newest].find((a) => a.firstName === 'Jordan');
    expect(jordan?.photoUrl).toMatch(/^\/api\/files\//);
  });
});
