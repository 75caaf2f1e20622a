import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import {
  CONTRACT_LEVELS,
  SCHOOL_CONTRACT_STATUSES,
} from '../school-contracts/school-contracts.model';

/** The school a school administrator administers, as their area shows it. */
export const ZSchoolAreaSchool = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.enum(CONTRACT_LEVELS),
  stateCode: z.string(),
  /** The city (college) or county (high school). */
  place: z.string().nullable(),
});
export type TSchoolAreaSchool = z.infer<typeof ZSchoolAreaSchool>;

/** `GET /api/school-area/me`: my school, or null while my account is linked to none. */
export const ZSchoolAreaMe = z.object({ school: ZSchoolAreaSchool.nullable() });
export type TSchoolAreaMe = z.infer<typeof ZSchoolAreaMe>;

/** A school's contract as its administrator sees it (never the signatures or the trail). */
export const ZSchoolAreaContract = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(SCHOOL_CONTRACT_STATUSES),
  /** YYYY-MM-DD, the agreement's effective date. */
  effectiveDate: z.string(),
  /** When the operator countersigned it (status approved). */
  approvedAt: z.iso.datetime().nullable(),
  /** The sealed PDF can be downloaded (approved and stored). */
  hasPdf: z.boolean(),
});
export type TSchoolAreaContract = z.infer<typeof ZSchoolAreaContract>;

/** `GET /api/school-area/schools/:schoolId`: the school and its contract, if any. */
export const ZSchoolAreaHome = z.object({
  school: ZSchoolAreaSchool,
  contract: ZSchoolAreaContract.nullable(),
});
export type TSchoolAreaHome = z.infer<typeof ZSchoolAreaHome>;

export const ZSchoolIdParams = z.object({
  schoolId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** An athlete of the school who accepted its IP contract. */
export const ZSchoolAthlete = z.object({
  name: z.string(),
  athleteNumber: z.number().int(),
  sport: z.string().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
});
export type TSchoolAthlete = z.infer<typeof ZSchoolAthlete>;

export const ZSchoolAthletesQuery = ZPageQuery;
export const ZSchoolAthletesPage = pageOf(ZSchoolAthlete);
export type TSchoolAthletesPage = z.infer<typeof ZSchoolAthletesPage>;

/**
 * `GET /api/school-ip`: the athlete's "Check School IP". `school` is the listed school of the
 * profile (null on the Other path or with no school); `contract` its approved contract, if any;
 * `accepted` whether the athlete said Yes (and when); `offered` whether the Yes can be given now
 * (POST /api/profile/ip-contract); `requestPath` the pre-filled contract request when the school
 * has no approved contract.
 */
export const ZSchoolIpStatus = z.object({
  school: ZSchoolAreaSchool.nullable(),
  contract: z
    .object({ id: z.uuid(), number: z.number().int(), approvedAt: z.iso.datetime().nullable() })
    .nullable(),
  accepted: z.boolean(),
  acceptedAt: z.iso.datetime().nullable(),
  offered: z.boolean(),
  requestPath: z.string().nullable(),
});
export type TSchoolIpStatus = z.infer<typeof ZSchoolIpStatus>;
