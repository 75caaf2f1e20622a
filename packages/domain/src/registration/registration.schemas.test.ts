import { describe, expect, it } from 'vitest';
import { authMessages } from '../auth/auth.messages';
import {
  ACKNOWLEDGEMENT_REQUIRED_MESSAGES,
  ALWAYS_REQUIRED_ACKNOWLEDGEMENTS,
} from './registration.acknowledgements';
import { formatPhone, isAtLeastYearsOld } from './registration.fields';
import { canSubmitSignUp, signUpFieldErrors } from './registration.issues';
import { registrationMessages as m } from './registration.messages';
import { type TAthleteSignUpInput, ZAthleteSignUp } from './registration.schemas';

type Acks = NonNullable<TAthleteSignUpInput['acknowledgements']>;
const acks = Object.fromEntries(ALWAYS_REQUIRED_ACKNOWLEDGEMENTS.map((k) => [k, true])) as Acks;
const college: TAthleteSignUpInput = {
  firstName: 'Jamie Lee',
  lastName: 'Rivers',
  dateOfBirth: '2004-05-06',
  email: 'Jamie@Example.com',
  password: 'secret1',
  phone: '305-555-0100',
  contactWithFans: 'no',
  country: 'USA',
  schoolAthlete: 'yes',
  payoutEmail: 'pay@example.com',
  chatRateCents: 200,
  sportBadgeRateCents: 400,
  athleteType: 'College',
  sport: 'Basketball',
  state: 'FL',
  city: 'Miami',
  school: 'Miami Dade College',
  acknowledgements: acks,
};
const highSchool: TAthleteSignUpInput = {
  ...college,
  athleteType: 'High School',
  city: undefined,
  county: 'Alachua County',
  school: 'Alachua High School',
  guardianEmail: 'Parent@Example.com',
  acknowledgements: { ...acks, highSchoolInformation: true },
};
const errors = (change: Partial<TAthleteSignUpInput>, base = college) =>
  signUpFieldErrors({ ...base, ...change });

describe('athlete sign-up schema', () => {
  it('accepts a complete college and a complete high-school sign-up', () => {
    expect(errors({})).toEqual({});
    expect(errors({}, highSchool)).toEqual({});
  });

  it('normalises: e-mail lower-cased, phone formatted, county dropped for a college', () => {
    const data = ZAthleteSignUp.parse({ ...college, county: 'Ignored County' });
    expect(data.email).toBe('jamie@example.com');
    expect(data.phone).toBe('(305)-(555)-(0100)');
    expect(data.county).toBeUndefined();
  });

  it('asks a high-school athlete for a parent or guardian e-mail, not their own', () => {
    expect(errors({ guardianEmail: undefined }, highSchool).guardianEmail).toBe(
      m.guardianEmailRequired,
    );
    expect(errors({ guardianEmail: '  ' }, highSchool).guardianEmail).toBe(m.guardianEmailRequired);
    expect(errors({ guardianEmail: 'not-an-email' }, highSchool).guardianEmail).toBe(
      m.guardianEmailInvalid,
    );
    expect(errors({ guardianEmail: 'JAMIE@example.com' }, highSchool).guardianEmail).toBe(
      m.guardianEmailSameAsYours,
    );
    expect(ZAthleteSignUp.parse(highSchool).guardianEmail).toBe('parent@example.com');
    // A college athlete needs none, and one sent anyway is dropped.
    expect(errors({ guardianEmail: undefined })).toEqual({});
    expect(ZAthleteSignUp.parse({ ...college, guardianEmail: 'p@example.com' }).guardianEmail).toBe(
      undefined,
    );
  });

  it('requires first and last name, letters and spaces only', () => {
    expect(errors({ firstName: '' }).firstName).toBe(m.firstNameRequired);
    expect(errors({ lastName: ' ' }).lastName).toBe(m.lastNameRequired);
    expect(errors({ firstName: 'J4mie' }).firstName).toBe(m.nameLettersOnly);
    expect(errors({ lastName: "O'Neil" }).lastName).toBe(m.nameLettersOnly);
  });

  it('requires a date of birth at least 3 years ago', () => {
    const d = new Date();
    const recent = `${d.getUTCFullYear() - 2}-01-01`;
    expect(errors({ dateOfBirth: recent }).dateOfBirth).toBe(m.dateOfBirthTooRecent);
    expect(errors({ dateOfBirth: '2010-02-30' }).dateOfBirth).toBe(m.dateOfBirthInvalid);
    expect(errors({ dateOfBirth: '' }).dateOfBirth).toBe(m.dateOfBirthRequired);
    expect(isAtLeastYearsOld('2020-06-10', 3, new Date('2023-06-10T00:00:00Z'))).toBe(true);
    expect(isAtLeastYearsOld('2020-06-10', 3, new Date('2023-06-09T23:59:00Z'))).toBe(false);
  });

  it('requires an e-mail and a password of at least 6 characters', () => {
    expect(errors({ email: 'nope' }).email).toBe(authMessages.emailInvalid);
    expect(errors({ password: '' }).password).toBe(authMessages.passwordRequired);
    expect(errors({ password: '12345' }).password).toBe(authMessages.passwordTooShort);
  });

  it('requires a 10-digit phone and formats it (xxx)-(xxx)-(xxxx)', () => {
    expect(errors({ phone: '555-0100' }).phone).toBe(m.phoneInvalid);
    expect(formatPhone('3055550100')).toBe('(305)-(555)-(0100)');
    expect(formatPhone('30555')).toBe('(305)-(55)');
    expect(formatPhone('(305) 555-0100 99')).toBe('(305)-(555)-(0100)');
  });

  it('contact with fans: yes needs WhatsApp (7-15 digits) or Zoom (an e-mail)', () => {
    expect(errors({ contactWithFans: undefined }).contactWithFans).toBe(m.contactWithFansRequired);
    expect(errors({ contactWithFans: 'yes' }).contactMethod).toBe(m.contactMethodRequired);
    const whatsapp = { contactWithFans: 'yes', contactMethod: 'whatsapp' } as const;
    expect(errors({ ...whatsapp, contactValue: '123456' }).contactValue).toBe(m.whatsappInvalid);
    expect(errors({ ...whatsapp, contactValue: '12345a7' }).contactValue).toBe(m.whatsappInvalid);
    expect(errors({ ...whatsapp, contactValue: '1234567890123456' }).contactValue).toBe(
      m.whatsappInvalid,
    );
    expect(errors({ ...whatsapp, contactValue: '1234567' })).toEqual({});
    const zoom = { contactWithFans: 'yes', contactMethod: 'zoom' } as const;
    expect(errors({ ...zoom, contactValue: 'not-mail' }).contactValue).toBe(m.zoomInvalid);
    expect(errors({ ...zoom, contactValue: 'me@zoom.us' })).toEqual({});
  });

  it('country USA requires the school-athlete answer', () => {
    expect(errors({ country: undefined }).country).toBe(m.countryRequired);
    expect(errors({ schoolAthlete: undefined }).schoolAthlete).toBe(m.schoolAthleteRequired);
  });

  it('non-school USA and Other-country athletes must acknowledge the new-group video', () => {
    const key = 'acknowledgements.newGroupAthleteVideo';
    const message = ACKNOWLEDGEMENT_REQUIRED_MESSAGES.newGroupAthleteVideo;
    expect(errors({ schoolAthlete: 'no' })[key]).toBe(message);
    expect(errors({ country: 'Other', schoolAthlete: undefined })[key]).toBe(message);
    const watched = { ...acks, newGroupAthleteVideo: true };
    expect(errors({ country: 'Other', acknowledgements: watched })).toEqual({});
  });

  it('requires a payout e-mail and a chat rate of at least 0 cents', () => {
    expect(errors({ payoutEmail: 'x' }).payoutEmail).toBe(m.payoutEmailInvalid);
    expect(errors({ chatRateCents: undefined }).chatRateCents).toBe(m.chatRateRequired);
    expect(errors({ chatRateCents: -1 }).chatRateCents).toBe(m.chatRateInvalid);
    expect(errors({ chatRateCents: 0 })).toEqual({});
  });

  it('sport badge: $4, $8, $12, or custom $20 to $599, the license range', () => {
    expect(errors({ sportBadgeRateCents: 500 }).sportBadgeRateCents).toBe(m.sportBadgeRequired);
    const custom = (cents: number) =>
      errors({ sportBadgeCustom: true, sportBadgeRateCents: cents }).sportBadgeRateCents;
    expect(custom(1900)).toBe(m.sportBadgeCustomRange);
    expect(custom(60_000)).toBe(m.sportBadgeCustomRange);
    expect(custom(100_000)).toBe(m.sportBadgeCustomRange);
    expect(custom(2050)).toBe(m.sportBadgeWholeDollars);
    expect(custom(2000)).toBeUndefined();
    expect(custom(59_900)).toBeUndefined();
    expect(m.sportBadgeCustomRange).toBe('Value must be between $20 and $599');
  });

  it('requires athlete type, sport and state', () => {
    expect(errors({ athleteType: undefined }).athleteType).toBe(m.athleteTypeRequired);
    expect(errors({ sport: '' }).sport).toBe(m.sportRequired);
    expect(errors({ state: '' }).state).toBe(m.stateRequired);
  });

  it('requires a city for a college athlete and a county for a high-school athlete', () => {
    expect(errors({ city: undefined }).city).toBe(m.cityRequired);
    expect(errors({ county: '' }, highSchool).county).toBe(m.countyRequired);
  });

  it('requires a school unless on the Other path', () => {
    expect(errors({ school: '' }).school).toBe(m.schoolRequired);
    expect(errors({ school: 'OTHER' }).instituteName).toBe(m.instituteNameRequired);
  });

  it("'OTHER' as state skips city and school; as city or county it sets school to OTHER", () => {
    const otherState = ZAthleteSignUp.parse({ ...college, state: 'OTHER', instituteName: 'X U' });
    expect(otherState).toMatchObject({ city: undefined, school: 'OTHER', instituteName: 'X U' });
    expect(errors({ state: 'OTHER' }).instituteName).toBe(m.instituteNameRequired);
    const otherCity = ZAthleteSignUp.parse({ ...college, city: 'OTHER', instituteName: 'Y C' });
    expect(otherCity).toMatchObject({ city: 'OTHER', school: 'OTHER', instituteName: 'Y C' });
    const otherCounty = { county: 'OTHER', school: undefined, instituteName: 'Z High' };
    expect(ZAthleteSignUp.parse({ ...highSchool, ...otherCounty }).school).toBe('OTHER');
  });

  it('refuses New Jersey and the Other state for a high-school athlete', () => {
    expect(errors({ state: 'NJ' }, highSchool).state).toBe(m.highSchoolNewJersey);
    expect(errors({ state: 'OTHER', instituteName: 'X' }, highSchool).state).toBe(
      m.highSchoolStateNotListed,
    );
    expect(errors({ state: 'NJ', city: 'Newark', school: 'Rutgers' })).toEqual({});
  });

  it('requires the high-school information acknowledgement for high-school athletes', () => {
    const acknowledgements = { ...acks, highSchoolInformation: false };
    expect(errors({ acknowledgements }, highSchool)['acknowledgements.highSchoolInformation']).toBe(
      ACKNOWLEDGEMENT_REQUIRED_MESSAGES.highSchoolInformation,
    );
  });

  it.each(ALWAYS_REQUIRED_ACKNOWLEDGEMENTS)('requires the %s box, with its own message', (key) => {
    const acknowledgements = { ...acks, [key]: false };
    expect(errors({ acknowledgements })).toEqual({
      [`acknowledgements.${key}`]: ACKNOWLEDGEMENT_REQUIRED_MESSAGES[key],
    });
  });

  it('enables Sign Up only with valid data and a photo', () => {
    expect(canSubmitSignUp(college, true)).toBe(true);
    expect(canSubmitSignUp(college, false)).toBe(false);
    expect(canSubmitSignUp({ ...college, firstName: '' }, true)).toBe(false);
  });
});
