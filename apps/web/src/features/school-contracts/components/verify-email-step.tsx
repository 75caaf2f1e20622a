import { SIGNING_CODE_DIGITS, schoolContractSigningMessages as t } from '@fhp/domain';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailForward, IconShieldCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useRequestSigningCode, useVerifySigningCode } from '../api/school-contract-api';
import classes from './school-contract.module.css';

/**
 * What a contract that is not public offers: its School Verification Officer asks for a code
 * (sent to the school e-mail on file; the answer is the same for any id) and types it. A right
 * code opens the contract; a wrong, expired or used one says so.
 */
export function VerifyEmailStep({ contractId }: { contractId: string }) {
  const requestCode = useRequestSigningCode(contractId);
  const verify = useVerifySigningCode(contractId);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const sent = requestCode.isSuccess;

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.trim();
    if (!new RegExp(`^\\d{${SIGNING_CODE_DIGITS}}$`).test(digits)) {
      setFormatError(t.codeFormat);
      return;
    }
    setFormatError(null);
    verify.mutate(digits);
  };
  const verifyError = formatError ?? (verify.error ? verify.error.message : null);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} className={classes.noPrint}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldCheck size={24} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
          <Title order={2} fz="h4">
            {t.verifyTitle}
          </Title>
        </Group>
        <Text>{t.verifyIntro}</Text>
        {requestCode.isSuccess && (
          <Alert color="blue" role="status">
            {requestCode.data.message}
          </Alert>
        )}
        {requestCode.isError && (
          <Alert color="red" role="alert">
            {isApiError(requestCode.error) ? requestCode.error.message : t.loadFailed}
          </Alert>
        )}
        {sent && (
          <form onSubmit={onVerify} noValidate>
            <Stack gap="xs">
              <TextInput
                label={t.codeLabel}
                description={t.codeHint}
                value={code}
                onChange={(event) =>
                  setCode(
                    event.currentTarget.value.replace(/\D/g, '').slice(0, SIGNING_CODE_DIGITS),
                  )
                }
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={SIGNING_CODE_DIGITS}
                error={verifyError}
                w={{ base: '100%', xs: 260 }}
                styles={{ input: { letterSpacing: '0.3em', fontSize: '1.25rem' } }}
              />
              <Group gap="sm">
                <Button type="submit" loading={verify.isPending}>
                  {t.verifyButton}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <Group>
          <Button
            variant={sent ? 'subtle' : 'filled'}
            leftSection={<IconMailForward size={18} aria-hidden />}
            loading={requestCode.isPending}
            onClick={() => {
              verify.reset();
              setCode('');
              requestCode.mutate();
            }}
          >
            {sent ? t.sendNewCode : t.sendCode}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
