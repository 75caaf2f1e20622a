import { z } from 'zod';
import { CONTRACT_LEVELS } from './school-contracts.model';
import { schoolRequestsMessages as m } from './school-requests.messages';
import { US_STATE_CODES } from './us-states';

/** The id image's form field and the JSON form's field of the multipart request. */
export const SCHOOL_REQUEST_DATA_FIELD = 'data';
export const SCHOOL_REQUEST_IMAGE_FIELD = 'idImage';
/** Per address: a brake on scripted requests (each stores an image and reaches the operators). */
export const SCHOOL_REQUEST_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
export const SCHOOL_NAME_MAX = 200;
/** The place a level is listed by: a city for a college, a county for a high school. */
export const PLACE_MAX = 100;
/** The set-password link of a school administrator's new account lasts this long. */
export const SET_PASSWORD_LINK_TTL_HOURS = 72;
/** The School IP License Agreement's own page (the request page links to it). */
export const SCHOOL_LICENCE_AGREEMENT_PATH = '/school-licence/agreement';
/** The school area's sign-in, where a school administrator goes after setting the password. */
export const SCHOOL_LOGIN_PATH = '/school/login';
/** The reset page's `for` value that sends a school administrator to SCHOOL_LOGIN_PATH after. */
export const RESET_FOR_SCHOOL = 'school';
/** The operator's reason for a decline, e-mailed to the requester. */
export const DECLINE_REASON_MAX = 1000;

const ZLevel = z.enum(CONTRACT_LEVELS, { error: m.levelRequired });
const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, required);
const ZEmail = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email(m.emailInvalid))
  .transform((e) => e.toLowerCase());
const ZStateCode = z
  .string({ error: m.stateRequired })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, m.stateRequired);

/** The request form (the JSON `data` part; the id image is the `idImage` file beside it). */
export const ZSchoolContractRequestForm = z.object({
  level: ZLevel,
  state: ZStateCode,
  /** The city (college) or the county (high school). */
  place: text(m.placeRequired, PLACE_MAX),
  school: text(m.schoolRequired, SCHOOL_NAME_MAX),
  email: ZEmail,
});
export type TSchoolContractRequestForm = z.input<typeof ZSchoolContractRequestForm>;

export const ZMessageAnswer = z.object({ message: z.string() });

/** The New institute request modal: the state from the fixed list of 50 states. */
export const ZInstituteRequestForm = z.object({
  level: ZLevel,
  state: z.enum(US_STATE_CODES, { error: m.stateRequired }),
  place: text(m.placeRequired, PLACE_MAX),
  institute: text(m.instituteNameRequired, SCHOOL_NAME_MAX),
  email: ZEmail,
});
export type TInstituteRequestForm = z.input<typeof ZInstituteRequestForm>;

/** The contract search: level, state, county or city, school. */
export const ZContractSearchQuery = z.object({
  level: ZLevel,
  state: ZStateCode,
  place: text(m.placeRequired, PLACE_MAX),
  school: text(m.schoolRequired, SCHOOL_NAME_MAX),
});
export type TContractSearchQuery = z.input<typeof ZContractSearchQuery>;
export const ZContractSearchAnswer = z.object({ id: z.uuid() });
