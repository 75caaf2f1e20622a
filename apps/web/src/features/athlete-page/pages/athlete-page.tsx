import {
  athletePageMessages,
  directoryTexts,
  FAN_PATHS,
  pizzaMoneyFanTexts,
  athletePageTexts as t,
  ZFanPurchaseParams,
} from '@fhp/domain';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconHeartHandshake,
  IconInfoCircle,
  IconUserQuestion,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { closeCancelledPayment } from '../../../lib/close-cancelled-payment';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useAthletePage } from '../api/athlete-page-api';
import { AccountNeededDialog } from '../components/account-needed-dialog';
import { AthleteAbout, AthleteAboutSkeleton } from '../components/athlete-about';
import { AthleteHeader } from '../components/athlete-header';
import { AthleteOffers } from '../components/athlete-offers';
import { AthletePosts } from '../components/athlete-posts';
import { AthleteSupporters } from '../components/athlete-supporters';
import { ConfirmPurchaseDialog } from '../components/confirm-purchase-dialog';
import { useBuyFlow } from '../components/use-buy-flow';
import { useReturnIntent } from '../components/use-return-intent';

const isAthleteNumber = (n: number) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647;

/**
 * /athletes/<athlete ID>: the athlete's public page, shareable and read without signing in:
 * who they are, then everything on sale, each bought through a confirmation and the checkout.
 */
/** What another feature adds to the page after the offers (composed in app/: group chats). */
export type AthleteSections = (athleteNumber: number) => ReactNode;

export default function AthletePage({ sections }: { sections?: AthleteSections } = {}) {
  const { athleteNumber: param = '' } = useParams();
  const athleteNumber = /^\d+$/.test(param) ? Number(param) : Number.NaN;
  const valid = isAthleteNumber(athleteNumber);
  const query = useAthletePage(valid ? athleteNumber : 0);
  const athlete = query.data;
  const name = athlete ? `${athlete.firstName} ${athlete.lastName}`.trim() : '';
  usePageTitle(name || directoryTexts.title);
  const missing = !valid || (isApiError(query.error) && query.error.status === 404);
  const { cancelled, donatedReceipt, dismissDonated } = useReturnNotice();

  return (
    <Container>
      <Stack gap="xl">
        <Anchor component={Link} to="/athletes" size="sm" w="fit-content" fw={600}>
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t.backToSearch}
          </Group>
        </Anchor>
        {donatedReceipt && (
          <Alert
            color="green"
            icon={<IconHeartHandshake aria-hidden />}
            role="status"
            withCloseButton
            closeButtonLabel={pizzaMoneyFanTexts.dismiss}
            onClose={dismissDonated}
          >
            <Group gap="xs">
              <Text size="sm">{pizzaMoneyFanTexts.donatedNote}</Text>
              <Anchor
                component={Link}
                to={`${FAN_PATHS.purchases}/${donatedReceipt}`}
                size="sm"
                fw={700}
              >
                {pizzaMoneyFanTexts.receiptLink}
              </Anchor>
            </Group>
          </Alert>
        )}
        {cancelled && (
          <Alert color="orange" icon={<IconInfoCircle aria-hidden />} role="status">
            {t.checkoutCancelled}
          </Alert>
        )}
        {missing ? (
          <Paper withBorder p="xl">
            {/* The page's one h1: the EmptyState's own title is a section heading. */}
            <Title order={1} fz="h2" ta="center">
              {athletePageMessages.notFound}
            </Title>
            <EmptyState
              icon={<IconUserQuestion size={26} aria-hidden />}
              message={t.notFoundHint}
              action={
                <Button component={Link} to="/athletes" variant="light" mt="sm">
                  {t.searchAthletes}
                </Button>
              }
            />
          </Paper>
        ) : query.isError ? (
          <ErrorState message={t.loadError} onRetry={() => query.refetch()} />
        ) : !athlete ? (
          <AthletePageSkeleton />
        ) : (
          <Loaded athlete={athlete} name={name} sections={sections} />
        )}
      </Stack>
    </Container>
  );
}

function Loaded({
  athlete,
  name,
  sections,
}: {
  sections?: AthleteSections;
  athlete: NonNullable<ReturnType<typeof useAthletePage>['data']>;
  name: string;
}) {
  const flow = useBuyFlow(athlete.athleteNumber);
  useReturnIntent(athlete, flow.buyer, flow.buy);
  return (
    <>
      <AthleteHeader athlete={athlete} />
      <AthleteAbout athlete={athlete} />
      <AthleteOffers athlete={athlete} buyer={flow.buyer} viewer={flow.viewer} onBuy={flow.buy} />
      {sections?.(athlete.athleteNumber)}
      <AthleteSupporters supporters={athlete.supporters} />
      <AthletePosts posts={athlete.posts} />
      <ConfirmPurchaseDialog
        purchase={flow.purchase}
        athleteName={name}
        onConfirm={flow.confirm}
        onClose={flow.close}
        pending={flow.pending}
        error={flow.error}
      />
      <AccountNeededDialog
        opened={flow.accountNeeded.opened}
        purchase={flow.accountNeeded.purchase}
        firstName={athlete.firstName}
        paths={flow.accountNeeded.paths}
        onClose={flow.accountNeeded.close}
      />
    </>
  );
}

/**
 * Back from a cancelled checkout (?cancelled=1&paymentId=…, plus the provider's token), or from
 * a captured pizza money donation (?donated=<purchase id>): say so once, and take them out of the
 * address so a reload or a shared link does not say it again.
 */
function useReturnNotice() {
  const [params, setParams] = useSearchParams();
  const [cancelled, setCancelled] = useState(false);
  const [donatedReceipt, setDonatedReceipt] = useState<string | null>(null);
  useEffect(() => {
    const donated = params.get('donated');
    if (params.get('cancelled') !== '1' && donated === null) return;
    if (params.get('cancelled') === '1') {
      setCancelled(true);
      closeCancelledPayment(params.get('paymentId'));
    }
    if (donated !== null && ZFanPurchaseParams.safeParse({ id: donated }).success)
      setDonatedReceipt(donated);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of ['cancelled', 'paymentId', 'token', 'donated']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return { cancelled, donatedReceipt, dismissDonated: () => setDonatedReceipt(null) };
}

function AthletePageSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true">
      <Paper withBorder p="xl">
        <Group gap="xl" align="flex-start">
          <Skeleton circle h={128} w={128} />
          <Stack gap="sm" flex={1}>
            <Skeleton h={34} w="50%" />
            <Skeleton h={14} w={120} />
            <Skeleton h={26} w={220} />
            <Skeleton h={18} w="60%" />
          </Stack>
        </Group>
      </Paper>
      <AthleteAboutSkeleton />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={260} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
