import fs from 'node:fs/promises';
import path from 'node:path';
import { ALWAYS_REQUIRED_ACKNOWLEDGEMENTS, type TAthleteSignUpInput } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/database';
import { queryRows } from '../platform/db/database';
import type { TestApp } from './test-app';
import { multipart, tinyPng } from './uploads';

export const acknowledgements = Object.fromEntries(
  ALWAYS_REQUIRED_ACKNOWLEDGEMENTS.map((k) => [k, true]),
) as NonNullable<TAthleteSignUpInput['acknowledgements']>;

let n = 0;
/** A complete, valid college sign-up (Florida, Miami, a real college of the reference data). */
export function collegeSignUp(overrides: Partial<TAthleteSignUpInput> = {}): TAthleteSignUpInput {
  n++;
  return {
    firstName: 'Jamie',
    lastName: 'Rivers',
    dateOfBirth: '2004-05-06',
    gender: 'Female',
    email: `jamie-${n}-${Date.now()}@example.com`,
    password: 'Athlete123!',
    phone: '3055550100',
    contactWithFans: 'yes',
    contactMethod: 'whatsapp',
    contactValue: '13055550100',
    country: 'USA',
    schoolAthlete: 'yes',
    payoutEmail: 'payouts@example.com',
    chatRateCents: 250,
    sportBadgeRateCents: 800,
    athleteType: 'College',
    sport: 'Basketball',
    state: 'FL',
    city: 'Miami',
    school: 'Miami Dade College',
    acknowledgements,
    ...overrides,
  };
}

/** A complete, valid high-school sign-up (Florida, Alachua County, a sample high school). */
export function highSchoolSignUp(overrides: Partial<TAthleteSignUpInput> = {}) {
  return collegeSignUp({
    athleteType: 'High School',
    city: undefined,
    county: 'Alachua County',
    school: 'Alachua High School',
    guardianEmail: 'parent@example.com',
    acknowledgements: { ...acknowledgements, highSchoolInformation: true },
    ...overrides,
  });
}

export type Photo = { bytes: Buffer; filename: string; type: string } | null;

/** POST /api/registration/athletes with `data` as JSON and an optional photo. */
export async function postSignUp(
  t: TestApp,
  data: unknown,
  photo: Photo = { bytes: tinyPng(), filename: 'me.png', type: 'image/png' },
) {
  const fields: Parameters<typeof multipart>[0] = {
    data: typeof data === 'string' ? data : JSON.stringify(data),
  };
  if (photo) fields.photo = photo;
  const body = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/registration/athletes',
    headers: body.headers,
    payload: body.payload,
  });
}

async function countStoredFiles(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

/**
 * What a refused sign-up must leave untouched: users, file rows, acceptances, consents, stored
 * bytes, the sequence.
 */
export async function writeState(t: TestApp, db: DbOrTx = t.services.db) {
  const [row] = await queryRows<{
    users: number;
    files: number;
    acceptances: number;
    consents: number;
  }>(
    db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from files) as files,
        (select count(*)::int from athlete_acceptances) as acceptances,
        (select count(*)::int from parental_consents) as consents`,
  );
  const [seq] = await queryRows<{ last_value: number; is_called: boolean }>(
    db,
    sql`select last_value, is_called from athlete_number_seq`,
  );
  const uploadsDir = t.config.storage.driver === 'local' ? t.config.storage.uploadsDir : '';
  return {
    ...row,
    sequence: `${seq?.last_value}:${seq?.is_called}`,
    storedFiles: uploadsDir ? await countStoredFiles(path.join(uploadsDir)) : 0,
  };
}
