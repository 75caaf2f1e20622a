import {
  ACKNOWLEDGEMENT_REQUIRED_MESSAGES as ack,
  authMessages,
  messages,
  type TAthleteSignUpInput,
} from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acknowledgements as acks,
  collegeSignUp,
  highSchoolSignUp,
  postSignUp,
  writeState,
} from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.registration;
const recent = `${new Date().getUTCFullYear() - 2}-01-01`;

/** [rule, data, field, message]: each broken rule answers 400 with its message at its field. */
const RULES: [string, TAthleteSignUpInput, string, string][] = [
  ['first name required', collegeSignUp({ firstName: '' }), 'firstName', m.firstNameRequired],
  ['last name letters only', collegeSignUp({ lastName: 'R1vers' }), 'lastName', m.nameLettersOnly],
  [
    'date of birth 3 years ago',
    collegeSignUp({ dateOfBirth: recent }),
    'dateOfBirth',
    m.dateOfBirthTooRecent,
  ],
  ['e-mail valid', collegeSignUp({ email: 'nope' }), 'email', authMessages.emailInvalid],
  [
    'password length',
    collegeSignUp({ password: '12345' }),
    'password',
    authMessages.passwordTooShort,
  ],
  ['phone 10 digits', collegeSignUp({ phone: '555-0100' }), 'phone', m.phoneInvalid],
  [
    'contact yes/no',
    collegeSignUp({ contactWithFans: undefined }),
    'contactWithFans',
    m.contactWithFansRequired,
  ],
  [
    'contact method',
    collegeSignUp({ contactMethod: undefined }),
    'contactMethod',
    m.contactMethodRequired,
  ],
  [
    'WhatsApp 7-15 digits',
    collegeSignUp({ contactValue: '12345' }),
    'contactValue',
    m.whatsappInvalid,
  ],
  [
    'Zoom e-mail',
    collegeSignUp({ contactMethod: 'zoom', contactValue: 'zoom-me' }),
    'contactValue',
    m.zoomInvalid,
  ],
  ['country', collegeSignUp({ country: undefined }), 'country', m.countryRequired],
  [
    'USA school athlete',
    collegeSignUp({ schoolAthlete: undefined }),
    'schoolAthlete',
    m.schoolAthleteRequired,
  ],
  [
    'new-group video (non-school USA)',
    collegeSignUp({ schoolAthlete: 'no' }),
    'acknowledgements.newGroupAthleteVideo',
    ack.newGroupAthleteVideo,
  ],
  [
    'new-group video (Other country)',
    collegeSignUp({ country: 'Other', schoolAthlete: undefined }),
    'acknowledgements.newGroupAthleteVideo',
    ack.newGroupAthleteVideo,
  ],
  ['payout e-mail', collegeSignUp({ payoutEmail: '' }), 'payoutEmail', m.payoutEmailInvalid],
  ['chat rate >= 0', collegeSignUp({ chatRateCents: -1 }), 'chatRateCents', m.chatRateInvalid],
  [
    'badge preset',
    collegeSignUp({ sportBadgeRateCents: 500 }),
    'sportBadgeRateCents',
    m.sportBadgeRequired,
  ],
  [
    'badge custom $20-$599',
    collegeSignUp({ sportBadgeCustom: true, sportBadgeRateCents: 1900 }),
    'sportBadgeRateCents',
    m.sportBadgeCustomRange,
  ],
  [
    'badge custom above the license maximum',
    collegeSignUp({ sportBadgeCustom: true, sportBadgeRateCents: 60_000 }),
    'sportBadgeRateCents',
    m.sportBadgeCustomRange,
  ],
  ['athlete type', collegeSignUp({ athleteType: undefined }), 'athleteType', m.athleteTypeRequired],
  ['sport required', collegeSignUp({ sport: '' }), 'sport', m.sportRequired],
  ['state required', collegeSignUp({ state: '' }), 'state', m.stateRequired],
  ['city required', collegeSignUp({ city: undefined }), 'city', m.cityRequired],
  ['county required', highSchoolSignUp({ county: undefined }), 'county', m.countyRequired],
  ['school required', collegeSignUp({ school: undefined }), 'school', m.schoolRequired],
  ['institute name', collegeSignUp({ city: 'OTHER' }), 'instituteName', m.instituteNameRequired],
  [
    'guardian e-mail for high school',
    highSchoolSignUp({ guardianEmail: undefined }),
    'guardianEmail',
    m.guardianEmailRequired,
  ],
  [
    'guardian e-mail valid',
    highSchoolSignUp({ guardianEmail: 'parent@' }),
    'guardianEmail',
    m.guardianEmailInvalid,
  ],
  [
    'guardian not the athlete',
    highSchoolSignUp({ email: 'hs-self@example.com', guardianEmail: 'HS-Self@example.com' }),
    'guardianEmail',
    m.guardianEmailSameAsYours,
  ],
  ['high school not NJ', highSchoolSignUp({ state: 'NJ' }), 'state', m.highSchoolNewJersey],
  [
    'high-school information',
    highSchoolSignUp({ acknowledgements: acks }),
    'acknowledgements.highSchoolInformation',
    ack.highSchoolInformation,
  ],
  [
    'I ACCEPT',
    collegeSignUp({ acknowledgements: { ...acks, agreementAccepted: false as true } }),
    'acknowledgements.agreementAccepted',
    ack.agreementAccepted,
  ],
  [
    'photo instructions',
    collegeSignUp({ acknowledgements: { ...acks, photoInstructions: false as true } }),
    'acknowledgements.photoInstructions',
    ack.photoInstructions,
  ],
  ['unknown sport', collegeSignUp({ sport: 'Quidditch' }), 'sport', m.sportUnknown],
  ['unknown state', collegeSignUp({ state: 'ZZ' }), 'state', m.stateUnknown],
  [
    'high school in an unlisted state',
    highSchoolSignUp({ state: 'TX', county: 'Travis County', school: 'X' }),
    'state',
    m.highSchoolStateNotListed,
  ],
  ['county of the state', highSchoolSignUp({ county: 'Travis County' }), 'county', m.countyUnknown],
  ['city of the state', collegeSignUp({ city: 'Austin' }), 'city', m.cityUnknown],
  [
    'college of the city',
    collegeSignUp({ school: 'University of Florida' }),
    'school',
    m.schoolUnknown,
  ],
  [
    'high school of the county',
    highSchoolSignUp({ school: 'Nowhere High School' }),
    'school',
    m.schoolUnknown,
  ],
  [
    'Florida/Miami fixed list',
    collegeSignUp({ school: 'OTHER', instituteName: 'Made Up College' }),
    'instituteName',
    m.fixedCollegeRequired,
  ],
];

describe('athlete sign-up refuses bad input and writes nothing', () => {
  let t: TestApp;
  let before: Awaited<ReturnType<typeof writeState>>;
  beforeAll(async () => {
    t = await createTestApp();
    before = await writeState(t);
  });
  afterAll(() => t.close());

  const expectNothingWritten = async () => expect(await writeState(t)).toEqual(before);

  it.each(RULES)('%s', async (_rule, data, field, message) => {
    const res = await postSignUp(t, data);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    await expectNothingWritten();
  });

  it('answers the first broken rule as the message, every one in fields', async () => {
    const res = await postSignUp(t, collegeSignUp({ firstName: '', phone: '1' }));
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: m.firstNameRequired,
      fields: { firstName: m.firstNameRequired, phone: m.phoneInvalid },
    });
  });

  it('requires the photo', async () => {
    const res = await postSignUp(t, collegeSignUp(), null);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.photo).toBe(m.photoRequired);
    await expectNothingWritten();
  });

  it('refuses missing or unreadable form data', async () => {
    const garbled = await postSignUp(t, '{not json');
    expect(garbled.json().error.fields.data).toBe(m.dataMalformed);
    expect((await postSignUp(t, '')).statusCode).toBe(400);
    await expectNothingWritten();
  });
});
