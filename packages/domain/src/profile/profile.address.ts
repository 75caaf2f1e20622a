import { z } from 'zod';
import { ZOptionalText } from '../registration/registration.fields';
import {
  ATHLETE_TYPES,
  INSTITUTE_NAME_MAX_LENGTH,
  OTHER_CHOICE,
} from '../registration/registration.limits';
import { registrationMessages as rm } from '../registration/registration.messages';
import { checkLocation } from '../registration/registration.rules';

/** The address editor's values: reference values (state = USPS code) or 'OTHER'. */
export type TAddressDraft = {
  athleteType?: (typeof ATHLETE_TYPES)[number];
  state?: string;
  county?: string;
  city?: string;
  school?: string;
  instituteName?: string;
};
type Field = keyof TAddressDraft;

/**
 * One edit in the address editor, with the spec's reset rules: changing the athlete type clears
 * state, place and institution; a new state clears place and school ('OTHER' as state skips them
 * and sets school to 'OTHER'); 'OTHER' as county or city sets school to 'OTHER'; a listed school
 * has no typed name.
 */
export function changeAddressField(
  draft: TAddressDraft,
  field: Field,
  value: string | undefined,
): TAddressDraft {
  const v = value || undefined;
  switch (field) {
    case 'athleteType':
      return { athleteType: v as TAddressDraft['athleteType'] };
    case 'state':
      return {
        athleteType: draft.athleteType,
        state: v,
        school: v === OTHER_CHOICE ? OTHER_CHOICE : undefined,
      };
    case 'county':
    case 'city':
      return {
        athleteType: draft.athleteType,
        state: draft.state,
        [field]: v,
        school: v === OTHER_CHOICE ? OTHER_CHOICE : undefined,
      };
    case 'school':
      return {
        ...draft,
        school: v,
        instituteName: v === OTHER_CHOICE ? draft.instituteName : undefined,
      };
    case 'instituteName':
      return { ...draft, instituteName: value };
  }
}

const FIELDS: Field[] = ['athleteType', 'state', 'county', 'city', 'school', 'instituteName'];

/** Update is enabled only when a school is set (a typed name on the Other path) and something changed. */
export function canUpdateAddress(original: TAddressDraft, draft: TAddressDraft): boolean {
  const schoolSet =
    draft.school === OTHER_CHOICE ? Boolean(draft.instituteName?.trim()) : Boolean(draft.school);
  const changed = FIELDS.some((f) => (original[f] ?? '') !== (draft[f] ?? ''));
  return schoolSet && changed;
}

/**
 * `PUT /api/profile/address`: the sign-up's location rules with their messages, normalised as
 * sign-up does. Reference existence is checked on the server. The server clears schoolAdminId.
 */
export const ZAddressUpdate = z
  .object({
    athleteType: z.enum(ATHLETE_TYPES, { error: rm.athleteTypeRequired }),
    state: z
      .string({ error: rm.stateRequired })
      .trim()
      .min(1, rm.stateRequired)
      .max(10)
      .toUpperCase(),
    county: ZOptionalText(100, rm.countyUnknown),
    city: ZOptionalText(100, rm.cityUnknown),
    school: ZOptionalText(INSTITUTE_NAME_MAX_LENGTH, rm.schoolUnknown),
    instituteName: ZOptionalText(INSTITUTE_NAME_MAX_LENGTH, rm.instituteNameTooLong),
  })
  .superRefine((v, ctx) =>
    checkLocation(v, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })),
  )
  .transform((v) => {
    const highSchool = v.athleteType === 'High School';
    const otherState = v.state === OTHER_CHOICE;
    const place = otherState ? undefined : highSchool ? v.county : v.city;
    const school = otherState || place === OTHER_CHOICE ? OTHER_CHOICE : (v.school as string);
    return {
      athleteType: v.athleteType,
      state: v.state,
      county: highSchool ? place : undefined,
      city: highSchool ? undefined : place,
      school,
      instituteName: school === OTHER_CHOICE ? v.instituteName : undefined,
    };
  });
export type TAddressUpdateInput = z.input<typeof ZAddressUpdate>;
export type TAddressUpdate = z.output<typeof ZAddressUpdate>;
