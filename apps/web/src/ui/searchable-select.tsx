import { OTHER_CHOICE, registrationMessages, shellMessages } from '@fhp/domain';
import { type ComboboxItem, type ComboboxParsedItem, Loader, Select } from '@mantine/core';
import { useMemo } from 'react';

const t = registrationMessages;

export interface SearchableSelectProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: React.ReactNode;
  /** The list (or the server's answer to the current search). */
  options: readonly (string | ComboboxItem)[] | undefined;
  loading?: boolean;
  failed?: boolean;
  /** Offer 'Other (not listed)' (value OTHER) at the end. */
  withOther?: boolean;
  /** Server search: called with the typed text (debounce it before querying). */
  onSearchChange?: (text: string) => void;
  disabled?: boolean;
  description?: React.ReactNode;
  required?: boolean;
}

const toItem = (o: string | ComboboxItem): ComboboxItem =>
  typeof o === 'string' ? { value: o, label: o } : o;

/** A searchable picker over a reference list, with loading, empty and failure states. */
export function SearchableSelect({
  options,
  value,
  onChange,
  withOther,
  loading,
  failed,
  onSearchChange,
  error,
  ...rest
}: SearchableSelectProps) {
  const data = useMemo(() => {
    const items = (options ?? []).map(toItem);
    // The chosen value stays selectable while a new search is on its way.
    if (value && value !== OTHER_CHOICE && !items.some((i) => i.value === value))
      items.unshift({ value, label: value });
    if (withOther) items.push({ value: OTHER_CHOICE, label: t.otherOption });
    return items;
  }, [options, value, withOther]);
  const selectedLabel = data.find((i) => i.value === value)?.label;

  return (
    <Select
      searchable
      clearable
      clearButtonProps={{ 'aria-label': `${t.clearChoice} ${rest.label}` }}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onSearchChange={onSearchChange}
      filter={({ options: items, search }) => {
        const text = search.trim().toLowerCase();
        if (!text || search === selectedLabel) return items;
        return (items as ComboboxParsedItem[]).filter(
          (item) =>
            'value' in item &&
            (item.value === OTHER_CHOICE || item.label.toLowerCase().includes(text)),
        );
      }}
      nothingFoundMessage={loading ? shellMessages.loading : t.nothingFound}
      rightSection={loading ? <Loader size="xs" aria-hidden /> : undefined}
      error={error ?? (failed ? t.listLoadFailed : undefined)}
      comboboxProps={{ middlewares: { flip: true, shift: true } }}
      maxDropdownHeight={260}
      {...rest}
    />
  );
}
