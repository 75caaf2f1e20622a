import {
  athletePageTexts,
  FAN_PATHS,
  pizzaMoneyMessages as m,
  pizzaMoneyFanTexts as t,
} from '@fhp/domain';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { usePaymentReturn } from '../../../lib/use-payment-return';
import { notifySaved } from '../../../ui/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { capturePizzaDonation, useRefreshPizzaMoney } from '../api/athlete-page-api';

/**
 * Trying again helps when the provider or the network failed; a refusal (the cap, an expired
 * request) or a payment that is not this fan's would only say the same again.
 */
const canRetry = (error: Error) => !isApiError(error) || error.status >= 500;

function WayBack() {
  return (
    <Group gap="sm">
      <Button component={Link} to={FAN_PATHS.purchases} variant="light">
        {t.myPurchases}
      </Button>
      <Button component={Link} to={FAN_PATHS.findAthletes} variant="subtle">
        {t.findAthletes}
      </Button>
    </Group>
  );
}

/**
 * /fan/pizza-money/return?paymentId=…: where a donation's checkout sends the fan back. The
 * donation is captured once on arrival (`usePaymentReturn`), then the fan is back on the
 * athlete's page with the thank-you toast and a link to the receipt. A pending capture, a
 * refusal or a failure is said in the server's words.
 */
export default function PizzaReturnPage() {
  usePageTitle(t.returnTitle);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const refresh = useRefreshPizzaMoney();
  const payment = usePaymentReturn(capturePizzaDonation, (result) => {
    if (result.outcome !== 'donated') return;
    void refresh(result.athleteNumber);
    notifySaved(result.message || m.donated);
  });
  const { mutation } = payment;
  const done = mutation.data?.outcome === 'donated' ? mutation.data : null;

  // After the hook has cleared the address (its own navigation), so this one is the last.
  useEffect(() => {
    if (!done) return;
    navigate(`/athletes/${done.athleteNumber}?donated=${done.purchaseId}`, { replace: true });
  }, [done, navigate]);

  if (payment.cancelled) {
    return (
      <Stack maw={640} mx="auto" gap="md">
        <Title order={1} fz="h2">
          {t.returnTitle}
        </Title>
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} role="status">
          {athletePageTexts.checkoutCancelled}
        </Alert>
        <WayBack />
      </Stack>
    );
  }

  if (mutation.isIdle && !params.get('paymentId')) {
    return (
      <Stack maw={640} mx="auto" gap="md">
        <Title order={1} fz="h2">
          {t.missingPaymentTitle}
        </Title>
        <Text c="dimmed">{t.missingPayment}</Text>
        <WayBack />
      </Stack>
    );
  }

  const pending = mutation.data?.outcome === 'pending';
  return (
    <Stack maw={640} mx="auto" gap="md">
      <Title order={1} fz="h2">
        {pending ? t.pendingTitle : t.returnTitle}
      </Title>
      {(mutation.isIdle || mutation.isPending || done) && (
        <Stack align="center" gap="sm" py="xl" role="status">
          <Loader aria-hidden />
          <Text>{t.capturing}</Text>
        </Stack>
      )}
      {pending && (
        <>
          <Alert color="orange" icon={<IconInfoCircle aria-hidden />} role="status">
            {mutation.data?.message}
          </Alert>
          <WayBack />
        </>
      )}
      {mutation.isError && (
        <>
          <Alert
            color="red"
            variant="light"
            title={t.captureFailedTitle}
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{mutation.error.message}</Text>
              {canRetry(mutation.error) && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  // The address no longer holds the payment id: the failed attempt does.
                  onClick={() => mutation.variables && mutation.mutate(mutation.variables)}
                >
                  {t.retryCapture}
                </Button>
              )}
            </Stack>
          </Alert>
          <WayBack />
        </>
      )}
    </Stack>
  );
}
