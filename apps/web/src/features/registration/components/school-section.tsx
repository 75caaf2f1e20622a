import { FIXED_COLLEGE_LIST_PLACE, OTHER_CHOICE, registrationMessages } from '@fhp/domain';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import {
  useCities,
  useCounties,
  useFixedColleges,
  useSchools,
  useSports,
  useStates,
} from '../../../lib/reference-api';
import { SearchableSelect } from '../../../ui/searchable-select';
import { InfoDialogButton } from './info-dialog';
import { needsInstituteName } from './sign-up-values';
import type { SignUpForm } from './use-sign-up-form';

const t = registrationMessages;
const SEARCH_DELAY_MS = 300;

/** The picker's own props from the form, with the change handler replaced. */
function bind(form: SignUpForm, path: 'sport' | 'state' | 'county' | 'city' | 'school') {
  const { onBlur, error } = form.getInputProps(path);
  return { value: form.values[path], onBlur, error };
}

/**
 * Sport, state, county (high school) or city (college), school, and the typed school name on
 * the 'Other' paths: OTHER as state skips the rest; OTHER as county or city sets school OTHER.
 * A high-school athlete also names a parent or guardian, who is e-mailed the consent link.
 */
export function SchoolSection({ form }: { form: SignUpForm }) {
  const v = form.values;
  const highSchool = v.athleteType === 'High School';
  const [placeSearch, setPlaceSearch] = useState('');
  const [schoolSearch, setSchoolSearch] = useState('');
  const [citySearch] = useDebouncedValue(placeSearch, SEARCH_DELAY_MS);
  const [schoolText] = useDebouncedValue(schoolSearch, SEARCH_DELAY_MS);

  const sports = useSports();
  const states = useStates();
  const realState = v.state && v.state !== OTHER_CHOICE ? v.state : '';
  const counties = useCounties(highSchool ? realState : '');
  const cities = useCities(highSchool ? '' : realState, citySearch);
  const place = highSchool ? v.county : v.city;
  const realPlace = place && place !== OTHER_CHOICE ? place : '';
  const schools = useSchools(
    highSchool ? 'high-school' : 'college',
    realState,
    realPlace,
    schoolText,
  );
  const fixedList =
    !highSchool &&
    v.state === FIXED_COLLEGE_LIST_PLACE.state &&
    v.city === FIXED_COLLEGE_LIST_PLACE.city &&
    v.school === OTHER_CHOICE;
  const fixedColleges = useFixedColleges(fixedList);

  const stateOptions = useMemo(
    () =>
      (states.data ?? [])
        .filter((s) => !highSchool || s.highSchoolAllowed)
        .map((s) => ({ value: s.code, label: s.name })),
    [states.data, highSchool],
  );

  const setState = (state: string) => {
    form.setValues({ state, county: '', city: '', school: '', instituteName: '' });
    setPlaceSearch('');
    setSchoolSearch('');
  };
  const setPlace = (value: string) => {
    const school = value === OTHER_CHOICE ? OTHER_CHOICE : '';
    form.setValues({ [highSchool ? 'county' : 'city']: value, school, instituteName: '' });
    setSchoolSearch('');
  };
  const setSchool = (school: string) => form.setValues({ school, instituteName: '' });

  return (
    <Stack gap="md">
      <SearchableSelect
        label={t.sportLabel}
        placeholder={t.sportPlaceholder}
        required
        options={sports.data}
        loading={sports.isPending}
        failed={sports.isError}
        {...bind(form, 'sport')}
        onChange={(sport) => form.setFieldValue('sport', sport)}
      />
      <Stack gap={4}>
        <SearchableSelect
          label={t.stateLabel}
          placeholder={t.statePlaceholder}
          required
          options={stateOptions}
          loading={states.isPending}
          failed={states.isError}
          withOther={!highSchool}
          {...bind(form, 'state')}
          onChange={setState}
        />
        <Group>
          <InfoDialogButton label={t.stateLimitButton} title={t.stateLimitTitle}>
            <Text>{t.stateLimitText}</Text>
          </InfoDialogButton>
        </Group>
      </Stack>
      {realState && highSchool && (
        <SearchableSelect
          label={t.countyLabel}
          placeholder={t.countyPlaceholder}
          required
          options={counties.data}
          loading={counties.isPending}
          failed={counties.isError}
          withOther
          {...bind(form, 'county')}
          onChange={setPlace}
        />
      )}
      {realState && !highSchool && (
        <SearchableSelect
          label={t.cityLabel}
          placeholder={t.cityPlaceholder}
          required
          options={cities.data}
          loading={cities.isFetching}
          failed={cities.isError}
          withOther
          onSearchChange={setPlaceSearch}
          {...bind(form, 'city')}
          onChange={setPlace}
        />
      )}
      {realPlace && (
        <SearchableSelect
          label={highSchool ? t.highSchoolLabel : t.collegeLabel}
          placeholder={t.schoolPlaceholder}
          required
          options={schools.data}
          loading={schools.isFetching}
          failed={schools.isError}
          withOther
          onSearchChange={setSchoolSearch}
          {...bind(form, 'school')}
          onChange={setSchool}
        />
      )}
      {fixedList && (
        <SearchableSelect
          label={t.fixedCollegeLabel}
          placeholder={t.fixedCollegePlaceholder}
          required
          options={fixedColleges.data}
          loading={fixedColleges.isPending}
          failed={fixedColleges.isError}
          value={v.instituteName}
          error={form.errors.instituteName}
          onBlur={() => form.validateField('instituteName')}
          onChange={(name) => form.setFieldValue('instituteName', name)}
        />
      )}
      {highSchool && (
        <TextInput
          label={t.guardianEmailLabel}
          description={t.guardianEmailDescription}
          type="email"
          autoComplete="off"
          required
          key={form.key('guardianEmail')}
          {...form.getInputProps('guardianEmail')}
        />
      )}
      {!fixedList && needsInstituteName(v) && (
        <TextInput
          label={t.instituteNameLabel}
          required
          key={form.key('instituteName')}
          {...form.getInputProps('instituteName')}
        />
      )}
    </Stack>
  );
}
