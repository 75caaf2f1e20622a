import { type TReferenceState, shopMessages as t } from '@fhp/domain';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
// The reference lists (local data, never a third-party lookup) as the sign-up form reads them.
import { useCities, useStates } from '../../../lib/reference-api';
import type { OrderForm } from './use-order-form';

/** The state's USPS code when the text names a listed state (or is its code). */
export function stateCodeOf(states: TReferenceState[] | undefined, text: string) {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  return states?.find((s) => s.name.toLowerCase() === wanted || s.code.toLowerCase() === wanted)
    ?.code;
}

/**
 * State and city pickers that suggest from the reference data and accept free text (spec
 * section 5). Choosing another state clears the city.
 */
export function LocationFields({ form }: { form: OrderForm }) {
  const states = useStates();
  const { state, city } = form.getValues();
  const code = stateCodeOf(states.data, state);
  const [search] = useDebouncedValue(city.trim(), 250);
  const cities = useCities(code ?? '', search);
  const stateNames = useMemo(() => states.data?.map((s) => s.name) ?? [], [states.data]);
  const cityNames = useMemo(
    () => [...new Set(code ? (cities.data ?? []) : [])],
    [cities.data, code],
  );

  return (
    <>
      <Autocomplete
        label={t.stateLabel}
        placeholder={t.statePlaceholder}
        required
        data={stateNames}
        maxDropdownHeight={260}
        rightSection={states.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
        autoComplete="address-level1"
        {...form.getInputProps('state')}
        onChange={(next) => {
          if (stateCodeOf(states.data, next) !== code) form.setFieldValue('city', '');
          form.setFieldValue('state', next);
        }}
      />
      <Autocomplete
        label={t.cityLabel}
        placeholder={t.cityPlaceholder}
        required
        data={cityNames}
        maxDropdownHeight={260}
        rightSection={code && cities.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
        autoComplete="address-level2"
        {...form.getInputProps('city')}
      />
    </>
  );
}
