import { z } from 'zod';
import { emptyToUndefined } from '../platform/query-filters';
import { ATHLETE_TYPES } from '../registration/registration.limits';
import { directoryMessages as m } from './directory.messages';

/** Longest text a directory search takes (a full name, or an athlete ID). */
export const DIRECTORY_QUERY_MAX = 60;
/**
 * Shortest name fragment searched anywhere in a name: trigram matching needs three characters,
 * so one or two match the start of the first or last name instead (still indexed).
 */
export const DIRECTORY_CONTAINS_MIN = 3;
/** Shortest name fragment that also finds names similar to it (a typo: "garcai" for Garcia). */
export const DIRECTORY_TYPO_MIN = 4;
/** Athletes per directory page. */
export const DIRECTORY_PAGE_SIZE = 20;

export const ZDirectoryQuery = z.object({
  /** A name (or part of one), or an athlete ID (digits). */
  q: z.preprocess(
    emptyToUndefined,
    z.string({ error: m.queryInvalid }).trim().max(DIRECTORY_QUERY_MAX, m.queryInvalid).optional(),
  ),
  sport: z.preprocess(
    emptyToUndefined,
    z.string({ error: m.sportInvalid }).trim().max(100, m.sportInvalid).optional(),
  ),
  state: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: m.stateInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, m.stateInvalid)
      .optional(),
  ),
  school: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: m.schoolInvalid })
      .int(m.schoolInvalid)
      .positive(m.schoolInvalid)
      .max(2_147_483_647, m.schoolInvalid)
      .optional(),
  ),
  cursor: z.string().max(500).optional(),
});
export type TDirectoryQuery = z.infer<typeof ZDirectoryQuery>;

/** One athlete as the directory lists them: public facts only. */
export const ZDirectoryAthlete = z.object({
  athleteNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  athleteType: z.enum(ATHLETE_TYPES).nullable(),
  sport: z.string().nullable(),
  schoolName: z.string().nullable(),
  stateCode: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type TDirectoryAthlete = z.infer<typeof ZDirectoryAthlete>;

export const ZDirectoryPage = z.object({
  items: z.array(ZDirectoryAthlete),
  nextCursor: z.string().nullable(),
});
export type TDirectoryPage = z.infer<typeof ZDirectoryPage>;

/** Whether a search is an athlete ID rather than a name. */
export const isAthleteIdSearch = (q: string) => /^\d{1,9}$/.test(q);
