import { registrationMessages, type TSessionUser } from '@fhp/domain';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useKnownSession } from '../../../lib/session';
import { ErrorState } from '../../../ui/error-state';
import { notifySaved } from '../../../ui/notify';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/use-page-title';
import {
  useCaptureFeeMutation,
  useFeeSessionMutation,
  useFeeSummary,
  useStartFeeMutation,
} from '../api/registration-api';
import { FeeResumeForm } from '../components/fee-resume-form';
import { FeeSummaryCard } from '../components/fee-summary-card';
import { RegistrationNoticeModal } from '../components/registration-notice-modal';

const t = registrationMessages;

/** Our own pages stay in the app; the provider's page (PayPal) is a full navigation. */
function useGoTo() {
  const navigate = useNavigate();
  return (url: string) => {
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
    else window.location.assign(target.toString());
  };
}

/** Where a newly paid athlete lands: the profile, the first thing to complete (chat rate, ...). */
const AFTER_FEE_PATH = '/admin/profile';

/**
 * /auth/registration-fee?feeToken=…: the License Fee (REGISTRATION_FEE_CENTS), its total stated
 * in every state. Pay sends the athlete to the provider, which returns here with paymentId
 * (capture, toast, the first session from the fee token, notice, the panel) or cancelled=1.
 */
export default function RegistrationFeePage() {
  usePageTitle(t.feeTitle);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const token = params.get('feeToken') ?? '';
  const paymentId = params.get('paymentId');
  const cancelled = params.get('cancelled') === '1';
  const summary = useFeeSummary(token);
  const start = useStartFeeMutation();
  const capture = useCaptureFeeMutation();
  const feeSession = useFeeSessionMutation();
  const { setUser } = useKnownSession();
  const [noticeOpen, setNoticeOpen] = useState(false);
  /** The session the fee gave, recorded on Continue: recorded now, /auth/*'s guard would leave
   * before the notice is read. Null when the exchange was refused: the athlete signs in. */
  const signedIn = useRef<TSessionUser | null>(null);
  const captured = useRef<string | null>(null);

  const runCapture = () => {
    if (!paymentId) return;
    capture.mutate(
      { token, paymentId },
      {
        onSuccess: (result) => {
          // A pending capture is not paid yet: the page says so and the provider completes it.
          if (result.registrationStatus !== 'active') return;
          notifySaved(result.message);
          // Signed in from the fee's token, once; a refusal (already used) leaves sign-in.
          feeSession.mutate(
            { token, paymentId },
            {
              onSuccess: ({ user }) => {
                signedIn.current = user;
              },
              onSettled: () => setNoticeOpen(true),
            },
          );
        },
      },
    );
  };

  // Back from the provider with an approved payment: capture it once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per payment id
  useEffect(() => {
    if (!token || !paymentId || cancelled || captured.current === paymentId) return;
    captured.current = paymentId;
    runCapture();
  }, [token, paymentId, cancelled]);

  // The total is stated in every state: by the summary card once it is shown, else here.
  const withCard = !!token && summary.isSuccess;
  const heading = (
    <Stack gap={4}>
      <Title order={1}>{t.feeTitle}</Title>
      <Text c="dimmed">{t.feeSubtitle}</Text>
      {!withCard && (
        <Text fw={700} fz="lg" data-testid="fee-total">
          {t.feeTotalStatement}
        </Text>
      )}
    </Stack>
  );

  if (!token)
    return (
      <Stack gap="lg">
        {heading}
        <FeeResumeForm />
      </Stack>
    );
  if (summary.isPending)
    return (
      <Stack gap="lg">
        {heading}
        <PageLoader />
      </Stack>
    );
  if (summary.isError) {
    // 404: unknown or expired token; 400: a token of the wrong shape (a mangled link).
    const expired =
      isApiError(summary.error) && (summary.error.status === 404 || summary.error.status === 400);
    return (
      <Stack gap="lg">
        {heading}
        {expired ? (
          <>
            <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert">
              {summary.error.message}
            </Alert>
            <FeeResumeForm />
          </>
        ) : (
          <ErrorState message={summary.error.message} onRetry={() => summary.refetch()} />
        )}
      </Stack>
    );
  }

  const pending = capture.isSuccess && capture.data.registrationStatus !== 'active';
  const capturedNow = capture.isSuccess && !pending;
  const paid = capturedNow || summary.data.registrationStatus === 'active';
  const pay = () => start.mutate(token, { onSuccess: ({ approveUrl }) => goTo(approveUrl) });

  return (
    <Stack gap="lg">
      {heading}
      <FeeSummaryCard summary={summary.data} />
      {(capture.isPending || feeSession.isPending) && <PageLoader />}
      {capture.isPending && <Text ta="center">{t.feeCapturing}</Text>}
      {capture.isError && (
        <Alert color="red" title={t.feeCaptureFailedTitle} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{capture.error.message}</Text>
            <Button size="xs" variant="light" onClick={runCapture}>
              {t.feeRetryCapture}
            </Button>
          </Stack>
        </Alert>
      )}
      {pending && (
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} role="status">
          {capture.data.message}
        </Alert>
      )}
      {paid && !capturedNow && (
        <Alert color="green" title={t.feeAlreadyPaidTitle} icon={<IconInfoCircle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t.feeAlreadyPaid}</Text>
            <Button component={Link} to="/auth/login" size="xs">
              {t.loginLink}
            </Button>
          </Stack>
        </Alert>
      )}
      {cancelled && !paid && (
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} role="status">
          {t.feeCancelled}
        </Alert>
      )}
      {start.isError && (
        <Alert color="red" title={t.feeStartFailedTitle} role="alert">
          {start.error.message}
        </Alert>
      )}
      {!paid && !pending && !capture.isPending && (
        <Stack gap="xs">
          <Button
            size="md"
            fullWidth
            leftSection={<IconCreditCard size={18} aria-hidden />}
            loading={start.isPending || start.isSuccess}
            onClick={pay}
          >
            {t.feePayButton}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {t.feePayHint}
          </Text>
        </Stack>
      )}
      <RegistrationNoticeModal
        opened={noticeOpen}
        onContinue={() => {
          if (!signedIn.current) return navigate('/auth/login?success=true', { replace: true });
          setUser(signedIn.current);
          navigate(AFTER_FEE_PATH, { replace: true });
        }}
      />
    </Stack>
  );
}
