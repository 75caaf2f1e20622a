import { messages, OTHER_CHOICE, type TAthleteSignUp } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { cities, counties, schools, sports, states } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { validationFailed } from '../../platform/http/app-error';
import { floridaMiamiOtherColleges } from '../reference/fixed-college-list';

const m = messages.registration;

export type ResolvedPlace = {
  stateName: string;
  schoolId: number | null;
  schoolName: string;
  newInstitute: boolean;
};

/** The fields checked here; sport is optional so the profile's address editor can reuse it. */
export type ReferenceInput = Pick<
  TAthleteSignUp,
  'athleteType' | 'state' | 'county' | 'city' | 'school' | 'instituteName'
> & { sport?: string };

const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;

/**
 * The sign-up checks that need the reference data (the lists are data, so they are checked
 * here, not in the schema): sport, state (and whether it is open to high-school athletes),
 * county or city within the state, school within them, and the fixed Florida/Miami list.
 * Runs before any write; every broken rule is reported at its field.
 */
export async function checkReferences(db: DbOrTx, v: ReferenceInput): Promise<ResolvedPlace> {
  const fields: Record<string, string> = {};
  const highSchool = v.athleteType === 'High School';
  if (
    v.sport !== undefined &&
    !(await exists(db.select().from(sports).where(eq(sports.name, v.sport)).limit(1)))
  )
    fields.sport = m.sportUnknown;

  const place: ResolvedPlace = {
    stateName: 'Other',
    schoolId: null,
    schoolName: v.instituteName ?? '',
    newInstitute: v.school === OTHER_CHOICE,
  };
  if (v.state !== OTHER_CHOICE) {
    const [state] = await db.select().from(states).where(eq(states.code, v.state));
    if (!state) fields.state = m.stateUnknown;
    else if (highSchool && !state.highSchoolAllowed) fields.state = m.highSchoolStateNotListed;
    else {
      place.stateName = state.name;
      await checkPlaceAndSchool(db, v, place, fields);
    }
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return place;
}

async function checkPlaceAndSchool(
  db: DbOrTx,
  v: ReferenceInput,
  place: ResolvedPlace,
  fields: Record<string, string>,
) {
  const highSchool = v.athleteType === 'High School';
  const name = (highSchool ? v.county : v.city) ?? '';
  if (name !== OTHER_CHOICE) {
    const table = highSchool ? counties : cities;
    const found = await exists(
      db
        .select()
        .from(table)
        .where(and(eq(table.stateCode, v.state), eq(table.name, name)))
        .limit(1),
    );
    if (!found)
      fields[highSchool ? 'county' : 'city'] = highSchool ? m.countyUnknown : m.cityUnknown;
  }
  if (v.school !== OTHER_CHOICE) {
    const where = highSchool ? eq(schools.county, name) : eq(schools.city, name);
    const [school] = await db
      .select({ id: schools.id, name: schools.name })
      .from(schools)
      .where(
        and(
          eq(schools.kind, highSchool ? 'high-school' : 'college'),
          eq(schools.stateCode, v.state),
          where,
          eq(schools.name, v.school ?? ''),
        ),
      )
      .limit(1);
    if (!school) fields.school = m.schoolUnknown;
    else Object.assign(place, { schoolId: school.id, schoolName: school.name });
    return;
  }
  // Florida, Miami, 'Other': a choice from the fixed list rather than a typed name.
  if (!highSchool && v.state === 'FL' && v.city === 'Miami') {
    if (!floridaMiamiOtherColleges().includes(v.instituteName ?? ''))
      fields.instituteName = m.fixedCollegeRequired;
    place.newInstitute = false;
  }
}
