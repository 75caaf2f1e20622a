import {
  athletePageTexts,
  FAN_PATHS,
  pizzaMoneyMessages as m,
  pizzaMoneyFanTexts as t,
} from '@fhp/domain';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { usePaymentReturn } from '../../../lib/use-payment-return';
import { notifySaved } from '../../../ui/notify';
import { PaymentReturn, type PaymentReturnStep } from '../../../ui/payment-return';
import { usePageTitle } from '../../../ui/use-page-title';
import { capturePizzaDonation, useRefreshPizzaMoney } from '../api/athlete-page-api';

/**
 * Trying again helps when the provider or the network failed; a refusal (the cap, an expired
 * request) or a payment that is not this fan's would only say the same again.
 */
const canRetry = (error: Error) => !isApiError(error) || error.status >= 500;

const links = [
  { to: FAN_PATHS.purchases, label: t.myPurchases },
  { to: FAN_PATHS.findAthletes, label: t.findAthletes },
];

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

  const step = (): PaymentReturnStep => {
    if (payment.cancelled) {
      return {
        step: 'cancelled',
        title: t.returnTitle,
        message: athletePageTexts.checkoutCancelled,
      };
    }
    if (mutation.isIdle && !params.get('paymentId')) return { step: 'missing' };
    if (mutation.isError) {
      const { error, variables } = mutation;
      return {
        step: 'failed',
        message: error.message,
        // The address no longer holds the payment id: the failed attempt does.
        onRetry: canRetry(error) ? () => mutation.mutate(variables) : undefined,
      };
    }
    if (mutation.data?.outcome === 'pending') {
      return { step: 'pending', message: mutation.data.message };
    }
    return { step: 'capturing' };
  };
  return <PaymentReturn texts={t} state={step()} links={links} />;
}
