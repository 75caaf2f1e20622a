import { GROUP_CHAT_PATHS, groupChatsTexts as t } from '@fhp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePaymentReturn } from '../../../lib/use-payment-return';
import { notifySaved } from '../../../ui/notify';
import { PaymentReturn, type PaymentReturnStep } from '../../../ui/payment-return';
import { usePageTitle } from '../../../ui/use-page-title';
import { holdSeat } from '../api/group-chats-api';

const canRetry = (error: Error) => !isApiError(error) || error.status >= 500;

const links = [
  { to: GROUP_CHAT_PATHS.fan, label: t.myGroupChats },
  { to: GROUP_CHAT_PATHS.publicList, label: t.findGroupChats },
];

/**
 * /fan/group-chats/return?paymentId=…: where a seat's checkout sends the fan back. The hold is
 * recorded once on arrival, then the fan sees their seats.
 */
export default function SeatReturnPage() {
  usePageTitle(t.returnTitle);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const payment = usePaymentReturn(holdSeat, (result) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.groupChats.all });
    notifySaved(result.message);
  });
  const { mutation } = payment;
  const done = mutation.data?.outcome === 'held';

  useEffect(() => {
    if (done) navigate(GROUP_CHAT_PATHS.fan, { replace: true });
  }, [done, navigate]);

  const step = (): PaymentReturnStep => {
    if (payment.cancelled) {
      return { step: 'cancelled', title: t.returnTitle, message: t.checkoutCancelled };
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
