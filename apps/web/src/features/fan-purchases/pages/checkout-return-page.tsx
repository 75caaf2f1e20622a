import { FAN_PATHS, fanPurchasesTexts as t } from '@fhp/domain';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notifySaved } from '../../../ui/notify';
import { PaymentReturn, type PaymentReturnStep } from '../../../ui/payment-return';
import { usePageTitle } from '../../../ui/use-page-title';
import { useCaptureFanPurchase } from '../api/fan-purchases-api';

const links = [
  { to: FAN_PATHS.purchases, label: t.backToPurchases },
  { to: FAN_PATHS.findAthletes, label: t.findAthletes },
];

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

  const step = (): PaymentReturnStep => {
    if (cancelled) return { step: 'cancelled', title: t.cancelledTitle, message: t.cancelled };
    if (!paymentId) return { step: 'missing' };
    if (capture.isError) {
      return { step: 'failed', message: capture.error.message, onRetry: () => run(paymentId) };
    }
    if (capture.isSuccess && capture.data.outcome === 'pending') {
      return { step: 'pending', message: capture.data.message || t.capturePending };
    }
    return { step: 'capturing' };
  };
  return <PaymentReturn texts={t} state={step()} links={links} />;
}
