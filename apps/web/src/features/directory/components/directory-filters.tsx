import { type TSchoolKind, directoryTexts as t } from '@fhp/domain';
import {
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useCities, useCounties, useSports, useStates } from '../../../lib/reference-api';
import { SearchableSelect } from '../../../ui/searchable-select';
import { useSchoolChoices } from '../api/directory-api';
import { SEARCH_DELAY_MS, type useDirectoryFilters } from './use-directory-filters';

type Filters = ReturnType<typeof useDirectoryFilters>;

/** College first: it is the default, and most athletes are college athletes. */
const SCHOOL_KIND_ORDER: readonly TSchoolKind[] = ['college', 'high-school'];

/**
 * The search box and the filters. A school is found the way athletes chose it at sign-up:
 * state, then the college's city or the high school's county, then the school by name.
 */
export function DirectoryFilters({ state: f }: { state: Filters }) {
  const { filters } = f;
  const sports = useSports();
  const states = useStates();
  const stateOptions = useMemo(
    () => (states.data ?? []).map((s) => ({ value: s.code, label: s.name })),
    [states.data],
  );

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder role="search" aria-label={t.filtersLabel}>
      <Stack gap="md">
        <TextInput
          size="md"
          type="search"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={f.text}
          onChange={(e) => f.setText(e.currentTarget.value)}
          leftSection={<IconSearch size={18} aria-hidden />}
          autoComplete="off"
          maxLength={60}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <SearchableSelect
            label={t.sportLabel}
            placeholder={t.allSports}
            options={sports.data}
            loading={sports.isPending}
            failed={sports.isError}
            value={filters.sport}
            onChange={(v) => f.set('sport', v)}
          />
          <SearchableSelect
            label={t.stateLabel}
            placeholder={t.allStates}
            options={stateOptions}
            loading={states.isPending}
            failed={states.isError}
            value={filters.state}
            onChange={(v) => f.set('state', v)}
          />
          {filters.state ? (
            <Input.Wrapper label={t.schoolKindLabel}>
              <SegmentedControl
                fullWidth
                mt={1}
                data={SCHOOL_KIND_ORDER.map((k) => ({ value: k, label: t.schoolKinds[k] }))}
                value={filters.schools}
                onChange={(v) => f.set('schools', v === 'college' ? '' : v)}
                aria-label={t.schoolKindLabel}
              />
            </Input.Wrapper>
          ) : (
            <Select label={t.schoolLabel} placeholder={t.schoolNeedsState} data={[]} disabled />
          )}
        </SimpleGrid>
        {filters.state && <SchoolPicker state={f} />}
        {f.filtered && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={f.clear}
            >
              {t.clearFilters}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The college's city or the high school's county, then the school (its reference id). */
function SchoolPicker({ state: f }: { state: Filters }) {
  const { filters } = f;
  const college = filters.schools === 'college';
  const [placeSearch, setPlaceSearch] = useState('');
  const [schoolSearch, setSchoolSearch] = useState('');
  const [placeText] = useDebouncedValue(placeSearch, SEARCH_DELAY_MS);
  const [schoolText] = useDebouncedValue(schoolSearch, SEARCH_DELAY_MS);
  const cities = useCities(college ? filters.state : '', placeText);
  const counties = useCounties(college ? '' : filters.state);
  const places = college ? cities : counties;
  const schools = useSchoolChoices(filters.schools, filters.state, filters.place, schoolText);
  // A shared link names its school before the list for its place has loaded.
  const schoolOptions = useMemo(() => {
    const items = schools.data ?? [];
    if (filters.school && !items.some((s) => s.value === filters.school))
      return [{ value: filters.school, label: filters.schoolName || filters.school }, ...items];
    return items;
  }, [schools.data, filters.school, filters.schoolName]);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <SearchableSelect
        label={college ? t.cityLabel : t.countyLabel}
        placeholder={college ? t.cityPlaceholder : t.countyPlaceholder}
        options={places.data}
        loading={college ? cities.isFetching : counties.isPending}
        failed={places.isError}
        onSearchChange={college ? setPlaceSearch : undefined}
        value={filters.place}
        onChange={(v) => {
          setSchoolSearch('');
          f.set('place', v);
        }}
      />
      <SearchableSelect
        label={t.schoolLabel}
        placeholder={t.schoolPlaceholder}
        options={schoolOptions}
        loading={schools.isFetching}
        failed={schools.isError}
        onSearchChange={setSchoolSearch}
        disabled={!filters.place}
        value={filters.school}
        onChange={(id) => f.setSchool(id, schoolOptions.find((s) => s.value === id)?.label ?? '')}
      />
    </SimpleGrid>
  );
}
