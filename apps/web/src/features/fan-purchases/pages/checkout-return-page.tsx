import { FAN_PATHS, fanPurchasesTexts as t } from '@fhp/domain';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notifySaved } from '../../../ui/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { useCaptureFanPurchase } from '../api/fan-purchases-api';

function WayBack() {
  return (
    <Group gap="sm">
      <Button component={Link} to={FAN_PATHS.purchases} variant="light">
        {t.backToPurchases}
      </Button>
      <Button component={Link} to={FAN_PATHS.findAthletes} variant="subtle">
        {t.findAthletes}
      </Button>
    </Group>
  );
}

/**
 * /fan/checkout/return?paymentId=…: where the checkout sends the fan back. The payment is
 * captured once on arrival (a ref keeps React's doubled effects in development from sending it
 * twice; the server records one purchase anyway), then the receipt opens with the thank-you
 * toast. A pending capture, a refund or a failure is said in the catalogue's words.
 */
export default function CheckoutReturnPage() {
  usePageTitle(t.returnTitle);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paymentId = params.get('paymentId');
  const cancelled = params.get('cancelled') === '1';
  const capture = useCaptureFanPurchase();
  const sent = useRef<string | null>(null);

  const run = (id: string) =>
    capture.mutate(id, {
      onSuccess: (result) => {
        if (result.outcome !== 'purchased') return;
        notifySaved(result.message || t.purchased);
        navigate(`${FAN_PATHS.purchases}/${result.purchaseId}`, { replace: true });
      },
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per payment id
  useEffect(() => {
    if (!paymentId || cancelled || sent.current === paymentId) return;
    sent.current = paymentId;
    run(paymentId);
  }, [paymentId, cancelled]);

  if (cancelled) {
    return (
      <Stack maw={640} mx="auto" gap="md">
        <Title order={1} fz="h2">
          {t.cancelledTitle}
        </Title>
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} role="status">
          {t.cancelled}
        </Alert>
        <WayBack />
      </Stack>
    );
  }

  if (!paymentId) {
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

  const pending = capture.isSuccess && capture.data.outcome === 'pending';
  return (
    <Stack maw={640} mx="auto" gap="md">
      <Title order={1} fz="h2">
        {pending ? t.pendingTitle : t.returnTitle}
      </Title>
      {(capture.isIdle || capture.isPending || (capture.isSuccess && !pending)) && (
        <Stack align="center" gap="sm" py="xl" role="status">
          <Loader aria-hidden />
          <Text>{t.capturing}</Text>
        </Stack>
      )}
      {pending && (
        <>
          <Alert color="orange" icon={<IconInfoCircle aria-hidden />} role="status">
            {capture.data.message || t.capturePending}
          </Alert>
          <WayBack />
        </>
      )}
      {capture.isError && (
        <>
          <Alert
            color="red"
            variant="light"
            title={t.captureFailedTitle}
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{capture.error.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => run(paymentId)}>
                {t.retryCapture}
              </Button>
            </Stack>
          </Alert>
          <WayBack />
        </>
      )}
    </Stack>
  );
}
