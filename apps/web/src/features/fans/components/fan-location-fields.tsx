import { fansTexts as t } from '@fhp/domain';
import { Autocomplete, Loader, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useCities, useStates } from '../../../lib/reference-api';
import { SearchableSelect } from '../../../ui/searchable-select';
import type { FanSignUpForm } from './fan-sign-up-form';

const SEARCH_DELAY_MS = 250;

/**
 * State (the reference list, searchable, as in athlete sign-up) and city: suggestions from the
 * state's reference cities, but any name is accepted (small towns are missing from the list).
 * Another state clears the city.
 */
export function FanLocationFields({ form }: { form: FanSignUpForm }) {
  const states = useStates();
  const { stateCode, city } = form.values;
  const [search] = useDebouncedValue(city.trim(), SEARCH_DELAY_MS);
  const cities = useCities(stateCode, search);
  const stateOptions = useMemo(
    () => (states.data ?? []).map((s) => ({ value: s.code, label: s.name })),
    [states.data],
  );
  const cityNames = useMemo(
    () => [...new Set(stateCode ? (cities.data ?? []) : [])],
    [cities.data, stateCode],
  );
  const { onBlur, error } = form.getInputProps('stateCode');

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <SearchableSelect
        label={t.stateLabel}
        placeholder={t.statePlaceholder}
        required
        options={stateOptions}
        loading={states.isPending}
        failed={states.isError}
        value={stateCode}
        onBlur={onBlur}
        error={error}
        onChange={(next) => {
          if (next !== stateCode) form.setFieldValue('city', '');
          form.setFieldValue('stateCode', next);
        }}
      />
      <Autocomplete
        label={t.cityLabel}
        placeholder={t.cityPlaceholder}
        required
        data={cityNames}
        maxDropdownHeight={260}
        rightSection={stateCode && cities.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
        autoComplete="address-level2"
        key={form.key('city')}
        {...form.getInputProps('city')}
      />
    </SimpleGrid>
  );
}
