import type { TSeasonalBadgeDataInput, TTalkingBadgeDataInput } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { athleteProfiles } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';
import { multipart, tinyPng } from './uploads';

export const seasonalForm = (patch: Partial<Record<string, unknown>> = {}) =>
  ({
    type: 'Pre-event',
    eventPlus: '12',
    year: 2026,
    sport: 'FOOTBALL',
    sportType: 'game',
    listNumber: 7,
    typeData1: 'STATE',
    typeData2: 'FINAL',
    typeData3: 'WIN',
    managerEmail: '',
    videoUrl: 'https://videos.example/clip',
    videoPriceCents: 800,
    qrPriceCents: 1600,
    ...patch,
  }) as TSeasonalBadgeDataInput;

export const talkingForm = (patch: Partial<Record<string, unknown>> = {}) =>
  ({
    description: 'Game day diary',
    priceCents: 600,
    managerEmail: '',
    ...patch,
  }) as TTalkingBadgeDataInput;

export type Upload = { bytes: Buffer; filename: string; type: string };
export const png = (): Upload => ({ bytes: tinyPng(), filename: 'qr.png', type: 'image/png' });

/** Sends a badge form: the JSON `data` field plus the named files. */
export async function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  cookie: string,
  data: unknown,
  files: Record<string, Upload> = {},
) {
  const body = await multipart({
    data: typeof data === 'string' ? data : JSON.stringify(data),
    ...files,
  });
  return app.inject({ method, url, headers: { ...body.headers, cookie }, payload: body.payload });
}

/** Approves a simulated checkout, as the buyer's click on the simulated page does. */
export async function approveSimulated(app: FastifyInstance, approveUrl: string) {
  const orderId = approveUrl.split('/').pop();
  const res = await app.inject({
    method: 'POST',
    url: `/api/payments/simulated/${orderId}/approve`,
    payload: {},
  });
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.body}`);
}

/** Sets an athlete's badge counters, as if they had created that many badges. */
export async function setBadgeCounters(
  db: DbOrTx,
  userId: string,
  counters: { totalSeasonalBadges?: number; talkingBadgeCount?: number },
) {
  await db
    .update(athleteProfiles)
    .set({
      ...(counters.totalSeasonalBadges !== undefined
        ? {
            totalSeasonalBadges: counters.totalSeasonalBadges,
            seasonalBadgeCount: sql`${counters.totalSeasonalBadges}`,
          }
        : {}),
      ...(counters.talkingBadgeCount !== undefined
        ? { talkingBadgeCount: counters.talkingBadgeCount }
        : {}),
    })
    .where(eq(athleteProfiles.userId, userId));
}
