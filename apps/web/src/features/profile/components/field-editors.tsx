import {
  centsToDollars,
  dollarsToCents,
  GENDERS,
  SPORT_BADGE_PRESET_CENTS,
  type TProfileField,
  profileTexts as t,
} from '@fhp/domain';
import { Group, NumberInput, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSports } from '../../../lib/reference-api';
import { SearchableSelect } from '../../../ui/searchable-select';
import { EditorForm, useSaveField } from './field-editor';

interface EditorProps<V> {
  label: string;
  initial: V;
  close: () => void;
}

/** A text field (names, links): an empty link clears it. */
export function TextFieldEditor({
  field,
  label,
  initial,
  close,
  description,
  placeholder,
}: EditorProps<string> & { field: TProfileField; description?: string; placeholder?: string }) {
  const [value, setValue] = useState(initial);
  const { save, error, clearError, pending } = useSaveField(field, close);
  return (
    <EditorForm label={label} onSave={() => save(value)} onCancel={close} pending={pending}>
      <TextInput
        label={label}
        description={description}
        placeholder={placeholder}
        value={value}
        data-autofocus
        autoFocus
        onChange={(event) => {
          setValue(event.currentTarget.value);
          clearError();
        }}
        error={error}
      />
    </EditorForm>
  );
}

/** Sport from the reference list. */
export function SportEditor({ label, initial, close }: EditorProps<string>) {
  const [value, setValue] = useState(initial);
  const sports = useSports();
  const { save, error, clearError, pending } = useSaveField('sport', close);
  return (
    <EditorForm label={label} onSave={() => save(value)} onCancel={close} pending={pending}>
      <SearchableSelect
        label={label}
        options={sports.data}
        loading={sports.isPending}
        failed={sports.isError}
        value={value}
        onChange={(next) => {
          setValue(next);
          clearError();
        }}
        error={error}
      />
    </EditorForm>
  );
}

/** Gender (Male or Female): what the trending page's gender filter reads. */
export function GenderEditor({ label, initial, close }: EditorProps<string>) {
  const [value, setValue] = useState(initial);
  const { save, error, clearError, pending } = useSaveField('gender', close);
  return (
    <EditorForm label={label} onSave={() => save(value)} onCancel={close} pending={pending}>
      <Radio.Group
        label={label}
        description={t.genderHint}
        value={value}
        onChange={(next) => {
          setValue(next);
          clearError();
        }}
        error={error}
      >
        <Group gap="lg" mt={6}>
          {GENDERS.map((gender, index) => (
            <Radio
              key={gender}
              value={gender}
              label={gender}
              data-autofocus={index === 0 || undefined}
            />
          ))}
        </Group>
      </Radio.Group>
    </EditorForm>
  );
}

const toCents = (dollars: number | string) =>
  dollars === '' || Number.isNaN(Number(dollars)) ? undefined : dollarsToCents(Number(dollars));

/** Chat rate per minute, typed in dollars, sent in cents. */
export function ChatRateEditor({ label, initial, close }: EditorProps<number | null>) {
  const [value, setValue] = useState<number | string>(
    initial === null ? '' : centsToDollars(initial),
  );
  const { save, error, clearError, pending } = useSaveField('chatRateCents', close);
  return (
    <EditorForm
      label={label}
      onSave={() => save(toCents(value))}
      onCancel={close}
      pending={pending}
    >
      <NumberInput
        label={label}
        description={t.chatRateHint}
        prefix="$"
        min={0}
        clampBehavior="none"
        decimalScale={2}
        value={value}
        autoFocus
        onChange={(next) => {
          setValue(next);
          clearError();
        }}
        error={error}
      />
    </EditorForm>
  );
}

const PRESETS = SPORT_BADGE_PRESET_CENTS.map((cents) => ({
  value: String(cents),
  label: `$${centsToDollars(cents)}`,
}));
const CUSTOM = 'custom';

/** Sport badge rate: the sign-up's $4, $8, $12 or a custom amount in the license range (SPORT_BADGE_CUSTOM_RANGE_TEXT). */
export function SportBadgeRateEditor({ label, initial, close }: EditorProps<number | null>) {
  const preset = PRESETS.some((p) => p.value === String(initial));
  const [choice, setChoice] = useState(
    initial === null ? (PRESETS[0]?.value ?? CUSTOM) : preset ? String(initial) : CUSTOM,
  );
  const [custom, setCustom] = useState<number | string>(
    initial !== null && !preset ? centsToDollars(initial) : '',
  );
  const { save, error, clearError, pending } = useSaveField('sportBadgeRateCents', close);
  const value = choice === CUSTOM ? toCents(custom) : Number(choice);
  return (
    <EditorForm label={label} onSave={() => save(value)} onCancel={close} pending={pending}>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="sport-badge-rate-label">
          {label}
        </Text>
        <SegmentedControl
          aria-labelledby="sport-badge-rate-label"
          data={[...PRESETS, { value: CUSTOM, label: t.sportBadgeCustom }]}
          value={choice}
          onChange={(next) => {
            setChoice(next);
            clearError();
          }}
          fullWidth
        />
      </Stack>
      {choice === CUSTOM && (
        <NumberInput
          label={t.sportBadgeCustomLabel}
          prefix="$"
          min={20}
          max={1000}
          clampBehavior="none"
          allowNegative={false}
          decimalScale={0}
          value={custom}
          autoFocus
          onChange={(next) => {
            setCustom(next);
            clearError();
          }}
          error={error}
        />
      )}
      {choice !== CUSTOM && error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </EditorForm>
  );
}
