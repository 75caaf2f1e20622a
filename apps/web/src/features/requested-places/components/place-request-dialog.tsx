import {
  type PlaceField,
  type PlaceKind,
  type TPlaceRequestInput,
  placesTexts as t,
  toTitleCase,
  ZPlaceRequest,
} from '@fhp/domain';
import { Alert, Autocomplete, Modal, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FocusEvent } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useSports, useStates } from '../../../lib/reference-api';
import { DialogFooter } from '../../../ui/dialog-footer';
import { notifySaved } from '../../../ui/notify';
import { useCreatePlaceRequest } from '../api/requested-places-api';

const EMPTY: TPlaceRequestInput = { state: '', city: '', college: '', sport: '' };
/** Typed fields are shown title-cased as soon as they are left, as they will be stored. */
const TITLE_CASED: PlaceField[] = ['city', 'college', 'sport'];

function PlaceRequestForm({ kind, onDone }: { kind: PlaceKind; onDone: () => void }) {
  const screen = t.screens[kind];
  const create = useCreatePlaceRequest(kind);
  const states = useStates();
  const sports = useSports();
  const form = useForm<TPlaceRequestInput>({
    initialValues: EMPTY,
    validate: schemaResolver(ZPlaceRequest, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) =>
    // Validated already: send what the server will store (trimmed and title-cased).
    create.mutate(ZPlaceRequest.parse(values), {
      onSuccess: (result) => {
        notifySaved(result.message);
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) {
          form.setErrors(error.fields);
        }
      },
    }),
  );
  const fieldErrors = isApiError(create.error) && Object.keys(create.error.fields).length > 0;

  const inputProps = (field: PlaceField) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      label: t.labels[field],
      required: true,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        if (TITLE_CASED.includes(field)) {
          const value = form.getValues()[field];
          if (value) form.setFieldValue(field, toTitleCase(value));
        }
        props.onBlur?.(event);
      },
    };
  };

  const renderField = (field: PlaceField, first: boolean) => {
    const autofocus = first ? { 'data-autofocus': true } : {};
    if (field === 'state') {
      return (
        <Select
          key={field}
          {...inputProps(field)}
          {...autofocus}
          data={(states.data ?? []).map((s) => s.name)}
          placeholder={t.statePlaceholder}
          searchable
          nothingFoundMessage={states.isError ? t.statesLoadFailed : t.noStateFound}
          comboboxProps={{ withinPortal: true }}
          // Select reports the picked value (or null when cleared), not an event.
          onChange={(value) => form.setFieldValue('state', value ?? '')}
        />
      );
    }
    if (field === 'sport' && kind === 'city') {
      return (
        <Autocomplete
          key={field}
          {...inputProps(field)}
          {...autofocus}
          data={sports.data ?? []}
          limit={8}
          comboboxProps={{ withinPortal: true }}
        />
      );
    }
    return <TextInput key={field} {...inputProps(field)} {...autofocus} maxLength={100} />;
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {create.error && !fieldErrors && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {create.error.message}
          </Alert>
        )}
        {screen.fields.map((field, index) => renderField(field, index === 0))}
        <DialogFooter
          cancelLabel={t.cancel}
          onCancel={onDone}
          submitLabel={t.submit}
          submitting={create.isPending}
        />
      </Stack>
    </form>
  );
}

/** Add New City / Add New Sport: state, city, college and sport, all required. */
export function PlaceRequestDialog({
  kind,
  opened,
  onClose,
}: {
  kind: PlaceKind;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.screens[kind].dialogTitle} centered>
      {opened && <PlaceRequestForm kind={kind} onDone={onClose} />}
    </Modal>
  );
}
