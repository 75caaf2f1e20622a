import { SCHOOL_KINDS, type TSchoolKind } from '@fhp/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DirectorySearch } from '../api/directory-api';

/** Typing settles this long before the list is asked again (and the address updated). */
export const SEARCH_DELAY_MS = 300;

/**
 * The filters in the address, so a search can be shared and the back button returns to it.
 * `schools` and `place` only scope the school picker (colleges by city, high schools by
 * county); `schoolName` lets a shared link show the chosen school without another request.
 */
const KEYS = ['q', 'sport', 'state', 'schools', 'place', 'school', 'schoolName'] as const;
export type FilterKey = (typeof KEYS)[number];
export type DirectoryFilters = Record<FilterKey, string> & { schools: TSchoolKind };

const isSchoolKind = (v: string | null): v is TSchoolKind =>
  (SCHOOL_KINDS as readonly (string | null)[]).includes(v);

/** What a change of one filter clears below it (a new state has other places and schools). */
const CLEARS: Partial<Record<FilterKey, FilterKey[]>> = {
  state: ['place', 'school', 'schoolName'],
  schools: ['place', 'school', 'schoolName'],
  place: ['school', 'schoolName'],
};

export function useDirectoryFilters() {
  const [params, setParams] = useSearchParams();
  const read = (key: FilterKey) => params.get(key)?.trim() ?? '';
  const kind = read('schools');
  const filters: DirectoryFilters = {
    q: read('q'),
    sport: read('sport'),
    state: read('state').toUpperCase(),
    schools: isSchoolKind(kind) ? kind : 'college',
    place: read('place'),
    school: /^\d+$/.test(read('school')) ? read('school') : '',
    schoolName: read('schoolName'),
  };

  // The search box is typed here and written to the address once typing settles.
  const [text, setText] = useState(filters.q);
  const [settled] = useDebouncedValue(text, SEARCH_DELAY_MS);
  // Back and forward change the address: the box follows it (unless it already says the same,
  // give or take the spaces still being typed).
  useEffect(
    () => setText((typed) => (typed.trim() === filters.q ? typed : filters.q)),
    [filters.q],
  );

  const change = (values: Partial<Record<FilterKey, string>>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(values) as [FilterKey, string][]) {
          for (const cleared of CLEARS[key] ?? []) next.delete(cleared);
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );

  // Typing replaces the entry (one history step per search, not per key). Only settled typing
  // writes: an address changed by the back button must not be overwritten by the old text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when typing settles
  useEffect(() => {
    if (settled.trim() !== filters.q) change({ q: settled.trim() }, true);
  }, [settled]);

  const search: DirectorySearch = useMemo(
    () => ({
      q: filters.q || undefined,
      sport: filters.sport || undefined,
      state: filters.state || undefined,
      school: filters.school ? Number(filters.school) : undefined,
    }),
    [filters.q, filters.sport, filters.state, filters.school],
  );
  const filtered = Boolean(filters.q || filters.sport || filters.state || filters.school);

  return {
    filters,
    search,
    filtered,
    text,
    setText,
    set: (key: FilterKey, value: string | null) => change({ [key]: value ?? '' }),
    setSchool: (id: string, name: string) => change({ school: id, schoolName: name }),
    clear: () => {
      setText('');
      setParams({});
    },
  };
}
