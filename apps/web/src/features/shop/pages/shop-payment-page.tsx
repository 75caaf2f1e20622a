import { shopOrderTypeFromRoute, shopMessages as t } from '@fhp/domain';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { type ApiError, isApiError } from '../../../lib/api-client';
import { notifySaved } from '../../../ui/notify';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/use-page-title';
import { useCaptureShopOrder, useShopAvailable, useStartShopOrder } from '../api/shop-api';
import { GoBackLink } from '../components/go-back-link';
import { OrderFormView } from '../components/order-form';
import { SHOP_ITEMS } from '../components/shop-items';
import {
  dropDraft,
  type OrderFormValues,
  saveDraft,
  takeDraft,
  toOrderRequest,
  useOrderForm,
} from '../components/use-order-form';

const hasFieldErrors = (error: unknown): error is ApiError =>
  isApiError(error) && Object.keys(error.fields).length > 0;

/** Our own pages stay in the app; the provider's page (PayPal) is a full navigation. */
function useGoTo() {
  const navigate = useNavigate();
  return (url: string) => {
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
    else window.location.assign(target.toString());
  };
}

/**
 * /shop/{sign|poster|anything}/payment: the order form. Pay Now opens the provider's page,
 * which returns here with paymentId (capture, success message, form reset) or cancelled=1.
 */
export default function ShopPaymentPage() {
  const { name } = useParams();
  const type = shopOrderTypeFromRoute(name);
  const item = SHOP_ITEMS[type];
  usePageTitle(`${t.orderTitle}: ${item.title}`);
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('paymentId');
  const cancelled = params.get('cancelled') === '1';
  const goTo = useGoTo();
  const available = useShopAvailable();
  const form = useOrderForm(type);
  const start = useStartShopOrder();
  const capture = useCaptureShopOrder();
  const handled = useRef<string | null>(null);
  const [wasCancelled, setWasCancelled] = useState(false);

  const runCapture = (id: string) =>
    capture.mutate(id, {
      onSuccess: (result) => {
        if (result.message && result.status === 'paid') {
          notifySaved(result.message);
        }
        dropDraft(type);
        form.reset();
        setParams({}, { replace: true });
      },
      onError: (error) => notifications.show({ color: 'yellow', message: error.message }),
    });

  // Back from the provider: capture once, or put the form back after a cancel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per payment id
  useEffect(() => {
    if (!paymentId || handled.current === paymentId) return;
    handled.current = paymentId;
    if (cancelled) {
      const draft = takeDraft(type);
      if (draft) form.setValues(draft);
      setWasCancelled(true);
      setParams({}, { replace: true });
      return;
    }
    runCapture(paymentId);
  }, [paymentId, cancelled]);

  const pay = (values: OrderFormValues) => {
    setWasCancelled(false);
    capture.reset();
    start.mutate(toOrderRequest(values, type), {
      onSuccess: ({ approveUrl }) => {
        saveDraft(type, values);
        goTo(approveUrl);
      },
      onError: (error) => {
        if (hasFieldErrors(error)) form.setErrors(error.fields);
      },
    });
  };

  return (
    <Container size="lg">
      <Stack gap="lg">
        <GoBackLink to={item.introPath} label={t.back} />
        <Stack gap={4}>
          <Title order={1}>
            {t.orderTitle}: {item.title}
          </Title>
          <Text c="dimmed">{t.orderIntro}</Text>
        </Stack>
        {available.data === false && (
          <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title={t.notAvailable}>
            {t.notAvailableHint}
          </Alert>
        )}
        {capture.isPending && (
          <Stack gap="xs" align="center">
            <PageLoader />
            <Text>{t.capturing}</Text>
          </Stack>
        )}
        {capture.isSuccess && capture.data.message && capture.data.status === 'paid' && (
          <Alert
            color="green"
            variant="filled"
            icon={<IconCircleCheck aria-hidden />}
            title={capture.data.message}
            role="status"
          >
            {capture.data.athlete}
          </Alert>
        )}
        {capture.isSuccess && capture.data.message && capture.data.status !== 'paid' && (
          <Alert color="orange" icon={<IconInfoCircle aria-hidden />} role="status">
            {capture.data.message}
          </Alert>
        )}
        {capture.isError && paymentId && (
          <Alert color="orange" title={t.captureFailedTitle} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{capture.error.message}</Text>
              <Button size="xs" variant="light" onClick={() => runCapture(paymentId)}>
                {t.retryCapture}
              </Button>
            </Stack>
          </Alert>
        )}
        {wasCancelled && (
          <Alert color="orange" icon={<IconInfoCircle aria-hidden />} role="status">
            {t.paymentCancelled}
          </Alert>
        )}
        {start.isError && !hasFieldErrors(start.error) && (
          <Alert color="red" role="alert">
            {start.error.message}
          </Alert>
        )}
        <OrderFormView
          form={form}
          type={type}
          onPay={pay}
          paying={start.isPending || start.isSuccess}
          blocked={available.data === false || capture.isPending}
        />
      </Stack>
    </Container>
  );
}
