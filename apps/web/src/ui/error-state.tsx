import { shellMessages } from '@fhp/domain';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ErrorStateProps {
  title?: string;
  /** A user-facing text, for example `ApiError.message`. */
  message: ReactNode;
  /** Shows a "Try again" button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failure the user can read and, where possible, retry. */
export function ErrorState({
  title = shellMessages.unexpectedErrorTitle,
  message,
  onRetry,
  retryLabel = shellMessages.tryAgain,
}: ErrorStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" role="alert">
      <ThemeIcon size={56} radius="xl" color="red" variant="light">
        <IconAlertTriangle size={30} aria-hidden />
      </ThemeIcon>
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {message}
      </Text>
      {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
    </Stack>
  );
}
