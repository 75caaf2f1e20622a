import {
  canUpdateAddress,
  changeAddressField,
  FIXED_COLLEGE_LIST_PLACE,
  OTHER_CHOICE,
  registrationMessages,
  type TAddressDraft,
  type TAddressUpdateInput,
  type TAthleteProfile,
  profileTexts as t,
  ZAddressUpdate,
} from '@fhp/domain';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import {
  useCities,
  useCounties,
  useFixedColleges,
  useSchools,
  useStates,
} from '../../../lib/reference-api';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { SearchableSelect } from '../../../ui/searchable-select';
import { useAddressMutation } from '../api/profile-api';

const r = registrationMessages;
const SEARCH_DELAY_MS = 300;

/** The editor's starting values: the stored address, a typed school on the 'Other' path. */
export function addressDraftOf(p: TAthleteProfile): TAddressDraft {
  const other = p.newInstitute || p.stateCode === OTHER_CHOICE;
  return {
    athleteType: (p.athleteType as TAddressDraft['athleteType']) ?? undefined,
    state: p.stateCode ?? undefined,
    county: p.county ?? undefined,
    city: p.city ?? undefined,
    school: other ? OTHER_CHOICE : (p.schoolName ?? undefined),
    instituteName: other ? (p.schoolName ?? undefined) : undefined,
  };
}

type Errors = Partial<Record<keyof TAddressDraft, string>>;

/**
 * The address editor: athlete type, state, county (high school) or city (college), school, and
 * the typed name on the 'Other' path, with the spec's reset rules (domain `changeAddressField`).
 * Update is enabled only when a school is set and something changed; the server then clears
 * the school contract link (schoolAdminId).
 */
export function AddressEditor({ profile, close }: { profile: TAthleteProfile; close: () => void }) {
  const original = useMemo(() => addressDraftOf(profile), [profile]);
  const [draft, setDraft] = useState<TAddressDraft>(original);
  const [errors, setErrors] = useState<Errors>({});
  const [placeSearch, setPlaceSearch] = useState('');
  const [schoolSearch, setSchoolSearch] = useState('');
  const [placeText] = useDebouncedValue(placeSearch, SEARCH_DELAY_MS);
  const [schoolText] = useDebouncedValue(schoolSearch, SEARCH_DELAY_MS);
  const mutation = useAddressMutation();

  const highSchool = draft.athleteType === 'High School';
  const realState = draft.state && draft.state !== OTHER_CHOICE ? draft.state : '';
  const place = (highSchool ? draft.county : draft.city) ?? '';
  const realPlace = place && place !== OTHER_CHOICE ? place : '';
  const states = useStates();
  const counties = useCounties(highSchool ? realState : '');
  const cities = useCities(highSchool ? '' : realState, placeText);
  const schools = useSchools(
    highSchool ? 'high-school' : 'college',
    realState,
    realPlace,
    schoolText,
  );
  const fixedList =
    !highSchool &&
    draft.state === FIXED_COLLEGE_LIST_PLACE.state &&
    draft.city === FIXED_COLLEGE_LIST_PLACE.city &&
    draft.school === OTHER_CHOICE;
  const fixedColleges = useFixedColleges(fixedList);

  const stateOptions = useMemo(
    () =>
      (states.data ?? [])
        .filter((s) => !highSchool || s.highSchoolAllowed)
        .map((s) => ({ value: s.code, label: s.name })),
    [states.data, highSchool],
  );

  const change = (field: keyof TAddressDraft, value: string) => {
    setDraft((d) => changeAddressField(d, field, value));
    setErrors({});
    if (field === 'athleteType' || field === 'state') setPlaceSearch('');
    if (field !== 'instituteName' && field !== 'school') setSchoolSearch('');
  };

  const update = () => {
    const parsed = ZAddressUpdate.safeParse(draft);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof TAddressDraft;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    mutation.mutate(draft as TAddressUpdateInput, {
      onSuccess: (message) => {
        notifySaved(message);
        close();
      },
      onError: (e) => {
        if (isApiError(e) && Object.keys(e.fields).length > 0) setErrors(e.fields as Errors);
        else notifyFailed(e);
      },
    });
  };

  return (
    <form
      noValidate
      aria-label={t.addressTitle}
      onSubmit={(event) => {
        event.preventDefault();
        update();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label={r.athleteTypeLabel}
          value={draft.athleteType ?? ''}
          onChange={(value) => change('athleteType', value)}
          error={errors.athleteType}
        >
          <Group mt="xs">
            <Radio value="College" label={r.athleteTypeCollege} />
            <Radio value="High School" label={r.athleteTypeHighSchool} />
          </Group>
        </Radio.Group>
        <SearchableSelect
          label={t.stateLabel}
          placeholder={r.statePlaceholder}
          options={stateOptions}
          loading={states.isPending}
          failed={states.isError}
          withOther={!highSchool}
          value={draft.state ?? ''}
          onChange={(value) => change('state', value)}
          error={errors.state}
        />
        {realState && highSchool && (
          <SearchableSelect
            label={t.countyLabel}
            placeholder={r.countyPlaceholder}
            options={counties.data}
            loading={counties.isPending}
            failed={counties.isError}
            withOther
            value={draft.county ?? ''}
            onChange={(value) => change('county', value)}
            error={errors.county}
          />
        )}
        {realState && !highSchool && (
          <SearchableSelect
            label={t.cityLabel}
            placeholder={r.cityPlaceholder}
            options={cities.data}
            loading={cities.isFetching}
            failed={cities.isError}
            withOther
            onSearchChange={setPlaceSearch}
            value={draft.city ?? ''}
            onChange={(value) => change('city', value)}
            error={errors.city}
          />
        )}
        {realPlace && (
          <SearchableSelect
            label={highSchool ? r.highSchoolLabel : r.collegeLabel}
            placeholder={r.schoolPlaceholder}
            options={schools.data}
            loading={schools.isFetching}
            failed={schools.isError}
            withOther
            onSearchChange={setSchoolSearch}
            value={draft.school ?? ''}
            onChange={(value) => change('school', value)}
            error={errors.school}
          />
        )}
        {fixedList && (
          <SearchableSelect
            label={r.fixedCollegeLabel}
            placeholder={r.fixedCollegePlaceholder}
            options={fixedColleges.data}
            loading={fixedColleges.isPending}
            failed={fixedColleges.isError}
            value={draft.instituteName ?? ''}
            onChange={(value) => change('instituteName', value)}
            error={errors.instituteName}
          />
        )}
        {!fixedList && draft.school === OTHER_CHOICE && (
          <TextInput
            label={r.instituteNameLabel}
            value={draft.instituteName ?? ''}
            onChange={(event) => change('instituteName', event.currentTarget.value)}
            error={errors.instituteName}
          />
        )}
        <Text size="sm" c="dimmed">
          {t.addressHint}
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={close}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            loading={mutation.isPending}
            disabled={!canUpdateAddress(original, draft)}
          >
            {t.update}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
