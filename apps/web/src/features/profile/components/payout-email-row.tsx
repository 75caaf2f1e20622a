import {
  isSamePayoutEmail,
  PAYOUT_EMAIL_ROW_ID,
  profileMessages,
  type TAthleteProfile,
  type TPayoutEmailChange,
  profileTexts as t,
  ZPayoutEmailChange,
} from '@fhp/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { notifySaved } from '../../../ui/notify';
import { PasswordField } from '../../../ui/password-field';
import { usePayoutEmailMutation } from '../api/profile-api';
import { FieldView } from './field-view';
import classes from './profile.module.css';

const m = profileMessages;
const checkSchema = schemaResolver(ZPayoutEmailChange, { sync: true });

/**
 * The new address (the sign-up rule, and not the current one) and the current password, which
 * the server verifies. A wrong password shows under its field; anything else (too many
 * attempts, no connection) in the dialog, which stays open with what was typed.
 */
export function PayoutEmailDialog({
  current,
  onClose,
}: {
  current: string | null;
  onClose: () => void;
}) {
  const mutation = usePayoutEmailMutation();
  const form = useForm<TPayoutEmailChange>({
    mode: 'uncontrolled',
    initialValues: { payoutEmail: '', currentPassword: '' },
    validate: (values) => {
      const errors = checkSchema(values);
      if (!errors.payoutEmail && isSamePayoutEmail(current, values.payoutEmail)) {
        errors.payoutEmail = m.payoutEmailUnchanged;
      }
      return errors;
    },
  });

  const onSubmit = form.onSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (message) => {
        notifySaved(message);
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) {
          form.setErrors(error.fields);
        }
      },
    }),
  );
  const fieldErrors = isApiError(mutation.error) && Object.keys(mutation.error.fields).length > 0;

  return (
    <Modal opened onClose={onClose} title={m.payoutEmailDialogTitle} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t.payoutEmailIntro}</Text>
          {mutation.error && !fieldErrors && (
            <Alert
              color="red"
              variant="light"
              title={t.payoutEmailFailedTitle}
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
            >
              {mutation.error.message}
            </Alert>
          )}
          <TextInput
            label={t.payoutEmailNewLabel}
            type="email"
            autoComplete="email"
            required
            data-autofocus
            key={form.key('payoutEmail')}
            {...form.getInputProps('payoutEmail')}
          />
          <PasswordField
            label={t.payoutEmailPasswordLabel}
            description={t.payoutEmailPasswordHint}
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <Text size="sm" c="dimmed">
            {t.payoutEmailPendingHint}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t.payoutEmailSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The payout e-mail with its Change button, anchored (`#payout-email`) so the withdraw form's
 * hint lands here: the row is scrolled to, marked and its button focused.
 */
export function PayoutEmailRow({ profile }: { profile: TAthleteProfile }) {
  const [opened, setOpened] = useState(false);
  const targeted = useLocation().hash === `#${PAYOUT_EMAIL_ROW_ID}`;
  const row = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!targeted) return;
    // After the panel's scroll to the top of a newly opened page.
    const frame = requestAnimationFrame(() => {
      row.current?.scrollIntoView?.({ block: 'center' });
      button.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [targeted]);

  return (
    <Group
      ref={row}
      id={PAYOUT_EMAIL_ROW_ID}
      className={targeted ? `${classes.row} ${classes.targetRow}` : classes.row}
      gap="sm"
      wrap="nowrap"
      align="flex-start"
    >
      <FieldView label={t.payoutEmailLabel} value={profile.payoutEmail} />
      <Button
        ref={button}
        variant="light"
        size="xs"
        mt={4}
        aria-label={t.payoutEmailChangeLabel}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {t.payoutEmailChange}
      </Button>
      {opened && (
        <PayoutEmailDialog current={profile.payoutEmail} onClose={() => setOpened(false)} />
      )}
    </Group>
  );
}
