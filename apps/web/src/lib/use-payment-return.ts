import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { closeCancelledPayment } from './close-cancelled-payment';

/** A capture's answer: its outcome ('created', 'donated', 'pending', …) and the server's words. */
type CaptureResult = { outcome: string; message: string };

/**
 * A page the payment provider sends the user back to (`?paymentId=…`, or `&cancelled=1`): the
 * payment is captured once (the server creates the item, or records the donation, then), and the
 * query string is cleared so a reload does not capture again. `cancelled` is true after a
 * cancelled checkout.
 */
export function usePaymentReturn<R extends CaptureResult>(
  capture: (paymentId: string) => Promise<R>,
  onCaptured: (result: R) => void,
) {
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('paymentId');
  const cancelled = params.get('cancelled') === '1';
  const handled = useRef<string | null>(null);
  const mutation = useMutation({ mutationFn: capture, onSuccess: onCaptured });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per payment id
  useEffect(() => {
    if (!paymentId || handled.current === paymentId) return;
    handled.current = paymentId;
    if (cancelled) {
      closeCancelledPayment(paymentId);
      return;
    }
    mutation.mutate(paymentId, {
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [paymentId, cancelled]);

  return { mutation, cancelled, dismissCancelled: () => setParams({}, { replace: true }) };
}
