import {
  CONTRACT_LEVEL_LABELS,
  CONTRACT_LEVELS,
  changeSchoolChoice,
  OTHER_CHOICE,
  schoolChoiceEnabled,
  type TSchoolChoice,
  type TSchoolChoiceField,
  schoolRequestsMessages as t,
} from '@fhp/domain';
import { Group, Radio, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useCities, useCounties, useSchools, useStates } from '../../../lib/reference-api';
import { SearchableSelect } from '../../../ui/searchable-select';

const SEARCH_DELAY_MS = 300;

export type SchoolChoiceErrors = Partial<Record<TSchoolChoiceField, string>>;

/**
 * Level (College or High School contract), state, county (high school) or city (college) and
 * school from the reference lists, each disabled until the one before is chosen, with the
 * spec's resets (domain `changeSchoolChoice`). `withOther` (the search) offers 'OTHER' as the
 * county or city, which makes the school 'OTHER'.
 */
export function SchoolChoiceFields({
  value,
  onChange,
  errors = {},
  withOther = false,
}: {
  value: TSchoolChoice;
  onChange: (next: TSchoolChoice) => void;
  errors?: SchoolChoiceErrors;
  withOther?: boolean;
}) {
  const [placeSearch, setPlaceSearch] = useState('');
  const [schoolSearch, setSchoolSearch] = useState('');
  const [placeText] = useDebouncedValue(placeSearch, SEARCH_DELAY_MS);
  const [schoolText] = useDebouncedValue(schoolSearch, SEARCH_DELAY_MS);
  const enabled = schoolChoiceEnabled(value);
  const highSchool = value.level === 'high-school';
  const realPlace = value.place === OTHER_CHOICE ? '' : value.place;

  const states = useStates();
  const counties = useCounties(highSchool ? value.state : '');
  const cities = useCities(value.level === 'college' ? value.state : '', placeText);
  const schools = useSchools(
    highSchool ? 'high-school' : 'college',
    value.state,
    realPlace,
    schoolText,
  );
  const stateOptions = useMemo(
    () => (states.data ?? []).map((s) => ({ value: s.code, label: s.name })),
    [states.data],
  );
  const places = highSchool ? counties : cities;

  const change = (field: TSchoolChoiceField, next: string) => {
    if (field === 'level' || field === 'state') setPlaceSearch('');
    if (field !== 'school') setSchoolSearch('');
    onChange(changeSchoolChoice(value, field, next));
  };

  return (
    <Stack gap="md">
      <Radio.Group
        label={t.levelLabel}
        value={value.level}
        onChange={(next) => change('level', next)}
        error={errors.level}
        required
      >
        <Group mt="xs">
          {CONTRACT_LEVELS.map((level) => (
            <Radio key={level} value={level} label={CONTRACT_LEVEL_LABELS[level]} />
          ))}
        </Group>
      </Radio.Group>
      <SearchableSelect
        label={t.stateLabel}
        placeholder={t.statePlaceholder}
        options={stateOptions}
        loading={states.isPending}
        failed={states.isError}
        disabled={!enabled.state}
        value={value.state}
        onChange={(next) => change('state', next)}
        error={errors.state}
        required
      />
      <SearchableSelect
        label={highSchool ? t.countyLabel : t.cityLabel}
        placeholder={highSchool ? t.countyPlaceholder : t.cityPlaceholder}
        options={places.data}
        loading={highSchool ? counties.isPending && enabled.place : cities.isFetching}
        failed={places.isError}
        withOther={withOther}
        onSearchChange={highSchool ? undefined : setPlaceSearch}
        disabled={!enabled.place}
        value={value.place}
        onChange={(next) => change('place', next)}
        error={errors.place}
        required
      />
      <SearchableSelect
        label={t.schoolLabel}
        placeholder={t.schoolPlaceholder}
        options={schools.data}
        loading={schools.isFetching}
        failed={schools.isError}
        withOther={withOther && value.school === OTHER_CHOICE}
        onSearchChange={setSchoolSearch}
        disabled={!enabled.school || value.place === OTHER_CHOICE}
        value={value.school}
        onChange={(next) => change('school', next)}
        error={errors.school}
        required
      />
    </Stack>
  );
}
