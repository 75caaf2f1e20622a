import { registrationMessages } from '@fhp/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { feePagePath, useResumeFeeMutation } from '../api/registration-api';

const t = registrationMessages;

/**
 * Login of an account still waiting for its fee (403, fields.registration = 'pending_fee'):
 * says so and offers the fee page, reached with the credentials just typed.
 */
export function PendingFeeAlert({
  message,
  credentials,
}: {
  message: string;
  credentials: () => { email: string; password: string };
}) {
  const navigate = useNavigate();
  const resume = useResumeFeeMutation();
  return (
    <Alert
      color="orange"
      variant="light"
      title={t.feeTitle}
      icon={<IconInfoCircle aria-hidden />}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {resume.isError && (
          <Text size="sm" c="red.9">
            {resume.error.message}
          </Text>
        )}
        <Button
          size="sm"
          leftSection={<IconCreditCard size={16} aria-hidden />}
          loading={resume.isPending}
          onClick={() =>
            resume.mutate(credentials(), {
              onSuccess: ({ feeToken }) => navigate(feePagePath(feeToken)),
            })
          }
        >
          {t.payRegistrationFee}
        </Button>
      </Stack>
    </Alert>
  );
}
