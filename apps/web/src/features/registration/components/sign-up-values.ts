import {
  ACKNOWLEDGEMENT_KEYS,
  dollarsToCents,
  OTHER_CHOICE,
  type TAcknowledgementKey,
  type TAthleteSignUpInput,
} from '@fhp/domain';

/** What the form holds: text as typed, money in dollars, choices as '' until chosen. */
export interface SignUpFormValues {
  athleteType: '' | 'College' | 'High School';
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  password: string;
  photo: File | null;
  phone: string;
  contactWithFans: '' | 'yes' | 'no';
  contactMethod: '' | 'whatsapp' | 'zoom';
  contactValue: string;
  country: '' | 'USA' | 'Other';
  schoolAthlete: '' | 'yes' | 'no';
  payoutEmail: string;
  chatRate: number | string;
  /** '4', '8', '12' (dollars) or 'custom'. */
  sportBadge: string;
  sportBadgeAmount: number | string;
  sport: string;
  state: string;
  county: string;
  city: string;
  school: string;
  instituteName: string;
  /** High school only: the parent or guardian who confirms consent. */
  guardianEmail: string;
  acknowledgements: Record<TAcknowledgementKey, boolean>;
}

export const initialSignUpValues: SignUpFormValues = {
  athleteType: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  password: '',
  photo: null,
  phone: '',
  contactWithFans: '',
  contactMethod: '',
  contactValue: '',
  country: '',
  schoolAthlete: '',
  payoutEmail: '',
  chatRate: '',
  sportBadge: '',
  sportBadgeAmount: '',
  sport: '',
  state: '',
  county: '',
  city: '',
  school: '',
  instituteName: '',
  guardianEmail: '',
  acknowledgements: Object.fromEntries(ACKNOWLEDGEMENT_KEYS.map((k) => [k, false])) as Record<
    TAcknowledgementKey,
    boolean
  >,
};

const orUndefined = <T extends string>(v: T | '') => (v === '' ? undefined : v);
const dollars = (v: number | string): number | undefined =>
  v === '' || v === null || Number.isNaN(Number(v)) ? undefined : dollarsToCents(Number(v));

/** The form's values as the API's sign-up data (the photo travels beside it). */
export function toSignUpInput(v: SignUpFormValues): TAthleteSignUpInput {
  const custom = v.sportBadge === 'custom';
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    dateOfBirth: v.dateOfBirth,
    email: v.email,
    password: v.password,
    phone: v.phone,
    contactWithFans: orUndefined(v.contactWithFans) as 'yes',
    contactMethod: orUndefined(v.contactMethod),
    contactValue: v.contactWithFans === 'yes' ? v.contactValue : '',
    country: orUndefined(v.country) as 'USA',
    schoolAthlete: v.country === 'USA' ? orUndefined(v.schoolAthlete) : undefined,
    payoutEmail: v.payoutEmail,
    chatRateCents: dollars(v.chatRate) as number,
    sportBadgeCustom: custom,
    sportBadgeRateCents: (custom ? dollars(v.sportBadgeAmount) : dollars(v.sportBadge)) as number,
    athleteType: orUndefined(v.athleteType) as 'College',
    sport: v.sport,
    state: v.state,
    county: v.athleteType === 'High School' ? v.county : '',
    city: v.athleteType === 'College' ? v.city : '',
    school: v.school,
    instituteName: v.instituteName,
    guardianEmail: v.athleteType === 'High School' ? v.guardianEmail : '',
    // Unticked boxes are sent as false: the rules (here and on the server) name each one.
    acknowledgements: v.acknowledgements as TAthleteSignUpInput['acknowledgements'],
  };
}

/** Whether the typed school name is asked for (an 'OTHER' state, place or school). */
export function needsInstituteName(v: SignUpFormValues): boolean {
  const place = v.athleteType === 'High School' ? v.county : v.city;
  return v.state === OTHER_CHOICE || place === OTHER_CHOICE || v.school === OTHER_CHOICE;
}

/**
 * Moves an error keyed by the API's field path to the form field showing it: money is typed in
 * dollars under other names, and a custom badge amount has its own input.
 */
export function toFormErrors(
  fields: Readonly<Record<string, string>>,
  v: Pick<SignUpFormValues, 'sportBadge'>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const target =
      key === 'chatRateCents'
        ? 'chatRate'
        : key === 'sportBadgeRateCents' || key === 'sportBadgeCustom'
          ? v.sportBadge === 'custom'
            ? 'sportBadgeAmount'
            : 'sportBadge'
          : key;
    out[target] ??= message;
  }
  return out;
}
