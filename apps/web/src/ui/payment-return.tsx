import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The words of a checkout's return page (each feature's catalogue names its own). */
export type PaymentReturnTexts = {
  /** The heading while the payment is confirmed, and when it failed. */
  returnTitle: string;
  pendingTitle: string;
  capturing: string;
  captureFailedTitle: string;
  retryCapture: string;
  missingPaymentTitle: string;
  missingPayment: string;
};

/** Where the page stands: exactly one of these is drawn. */
export type PaymentReturnStep =
  | { step: 'cancelled'; title: string; message: string }
  /** Opened without a payment to confirm. */
  | { step: 'missing' }
  /** Confirming with the provider (or done, while the page moves on). */
  | { step: 'capturing' }
  | { step: 'pending'; message: string }
  /** The server's words; no retry when trying again would only say the same. */
  | { step: 'failed'; message: string; onRetry?: () => void };

/** A way on from the page: the first is a light button, the others subtle. */
export type PaymentReturnLink = { to: string; label: string };

function WayOn({ links }: { links: readonly PaymentReturnLink[] }) {
  return (
    <Group gap="sm">
      {links.map((link, i) => (
        <Button key={link.to} component={Link} to={link.to} variant={i === 0 ? 'light' : 'subtle'}>
          {link.label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The page a checkout sends the buyer back to, drawn: the heading, then the spinner while the
 * payment is confirmed, or what came of it (cancelled, pending, failed with the server's words
 * and a retry) with the ways on. The page itself captures and moves on after a success.
 */
export function PaymentReturn({
  texts,
  state,
  links,
}: {
  texts: PaymentReturnTexts;
  state: PaymentReturnStep;
  links: readonly PaymentReturnLink[];
}) {
  const title =
    state.step === 'cancelled'
      ? state.title
      : state.step === 'missing'
        ? texts.missingPaymentTitle
        : state.step === 'pending'
          ? texts.pendingTitle
          : texts.returnTitle;
  return (
    <Stack maw={640} mx="auto" gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {state.step === 'capturing' && (
        <Stack align="center" gap="sm" py="xl" role="status">
          <Loader aria-hidden />
          <Text>{texts.capturing}</Text>
        </Stack>
      )}
      {state.step === 'missing' && <Text c="dimmed">{texts.missingPayment}</Text>}
      {(state.step === 'cancelled' || state.step === 'pending') && (
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} role="status">
          {state.message}
        </Alert>
      )}
      {state.step === 'failed' && (
        <Alert
          color="red"
          variant="light"
          title={texts.captureFailedTitle}
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{state.message}</Text>
            {state.onRetry && (
              <Button size="xs" variant="light" color="red" onClick={state.onRetry}>
                {texts.retryCapture}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {state.step !== 'capturing' && <WayOn links={links} />}
    </Stack>
  );
}
