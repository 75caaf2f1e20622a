import { athletePageTexts, FAN_PATHS, chatsMessages as m, chatsTexts as t } from '@fhp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePaymentReturn } from '../../../lib/use-payment-return';
import { notifySaved } from '../../../ui/notify';
import { PaymentReturn, type PaymentReturnStep } from '../../../ui/payment-return';
import { usePageTitle } from '../../../ui/use-page-title';
import { holdChatPayment } from '../api/chats-api';

/** A refusal (the athlete gone, the hold refused) would only say the same again. */
const canRetry = (error: Error) => !isApiError(error) || error.status >= 500;

const links = [
  { to: FAN_PATHS.chats, label: t.myChats },
  { to: FAN_PATHS.findAthletes, label: t.findAthletes },
];

/**
 * /fan/chats/return?paymentId=…: where a chat's checkout sends the fan back. The money is held
 * and the request sent once on arrival (`usePaymentReturn`), then the fan is on their chats
 * with the toast saying the athlete has days to answer. A failure is said in the server's words.
 */
export default function ChatReturnPage() {
  usePageTitle(t.returnTitle);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const payment = usePaymentReturn(holdChatPayment, (result) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.chats.all });
    notifySaved(result.message || m.requested);
  });
  const { mutation } = payment;
  const done = mutation.data?.outcome === 'requested';

  // After the hook has cleared the address (its own navigation), so this one is the last.
  useEffect(() => {
    if (done) navigate(FAN_PATHS.chats, { replace: true });
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
        onRetry: canRetry(error) ? () => mutation.mutate(variables) : undefined,
      };
    }
    return { step: 'capturing' };
  };
  return <PaymentReturn texts={t} state={step()} links={links} />;
}
