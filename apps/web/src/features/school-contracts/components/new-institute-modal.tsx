import {
  CONTRACT_LEVELS,
  INSTITUTE_LEVEL_LABELS,
  placeLabelOf,
  type TContractLevel,
  type TInstituteRequestForm,
  schoolRequestsMessages as t,
  US_STATES,
  ZInstituteRequestForm,
} from '@fhp/domain';
import { Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useRequestInstitute } from '../api/school-requests-api';

type Draft = {
  level: TContractLevel;
  state: string;
  place: string;
  institute: string;
  email: string;
};
type Errors = Partial<Record<keyof Draft, string>>;
const empty = (level: TContractLevel = 'college'): Draft => ({
  level,
  state: '',
  place: '',
  institute: '',
  email: '',
});
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/**
 * The New institute request modal: level, state (the fixed 50 states; Submit waits for it),
 * City (college) or County (high school), school name and e-mail. Changing the level resets
 * every field; a sent request closes the modal and resets the form.
 */
export function NewInstituteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(empty());
  const [errors, setErrors] = useState<Errors>({});
  const send = useRequestInstitute();

  const set = (field: keyof Draft, value: string) => {
    setErrors({});
    setDraft((d) =>
      field === 'level'
        ? d.level === value
          ? d
          : empty(value as TContractLevel)
        : { ...d, [field]: value },
    );
  };
  const close = () => {
    setDraft(empty());
    setErrors({});
    onClose();
  };
  const submit = () => {
    const parsed = ZInstituteRequestForm.safeParse(draft);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Draft] ??= issue.message;
      setErrors(next);
      return;
    }
    send.mutate(draft as TInstituteRequestForm, {
      onSuccess: (answer) => {
        notifySaved(answer.message);
        close();
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0)
          setErrors(error.fields as Errors);
        else notifyFailed(error.message || t.requestFailed);
      },
    });
  };
  const place = placeLabelOf(draft.level);

  return (
    <Modal opened={opened} onClose={close} title={t.instituteTitle} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t.instituteIntro}
          </Text>
          <Radio.Group
            label={t.instituteLevelLabel}
            value={draft.level}
            onChange={(value) => set('level', value)}
          >
            <Group mt="xs">
              {CONTRACT_LEVELS.map((level) => (
                <Radio key={level} value={level} label={INSTITUTE_LEVEL_LABELS[level]} />
              ))}
            </Group>
          </Radio.Group>
          <Select
            label={t.stateLabel}
            placeholder={t.statePlaceholder}
            data={STATE_OPTIONS}
            searchable
            required
            value={draft.state || null}
            onChange={(value) => set('state', value ?? '')}
            error={errors.state}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={place}
            required
            value={draft.place}
            onChange={(e) => set('place', e.currentTarget.value)}
            error={errors.place}
          />
          <TextInput
            label={t.instituteNameLabel}
            required
            value={draft.institute}
            onChange={(e) => set('institute', e.currentTarget.value)}
            error={errors.institute}
          />
          <TextInput
            label={t.emailLabel}
            type="email"
            autoComplete="email"
            required
            value={draft.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={errors.email}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={send.isPending}>
              {t.instituteCancel}
            </Button>
            <Button type="submit" loading={send.isPending} disabled={!draft.state}>
              {t.instituteSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
