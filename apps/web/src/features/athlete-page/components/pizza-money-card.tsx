import {
  pizzaMoneyMessages as m,
  PIZZA_MONEY_CAP_CENTS,
  type TAthletePizzaMoney,
  pizzaMoneyFanTexts as t,
} from '@fhp/domain';
import {
  Alert,
  Button,
  Card,
  Group,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClockHour4, IconLogin2, IconPizza } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { notifySaved } from '../../../ui/notify';
import { useAskPizzaMoney, usePizzaMoney } from '../api/athlete-page-api';
import classes from './offer-card.module.css';
import { PizzaDonateForm } from './pizza-donate-form';
import type { OnBuy } from './purchase';
import { type Buyer, fanSignInPath } from './use-buy-flow';

interface Props {
  athleteNumber: number;
  firstName: string;
  buyer: Buyer;
  /** The signed-in user's id: the card says their own waiting request. */
  viewer: string | null;
  onBuy: OnBuy;
}

/**
 * Pizza money (food assistance) on the athlete's public page. Everyone sees what it is and what
 * the 6-month cap leaves; a visitor is offered the fan sign-in (back to this page), or the donate
 * form when a request is open (its Donate explains the account and keeps the amount); a fan donates
 * to the athlete's open request, waits for the answer to their own, or asks.
 */
export function PizzaMoneyCard({ athleteNumber, firstName, buyer, viewer, onBuy }: Props) {
  // The answer depends on who is looking: wait until the session is known.
  const query = usePizzaMoney(athleteNumber, viewer, buyer !== 'unknown');
  return (
    <Card padding="lg" className={classes.card} component="article" aria-label={t.title}>
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" color="orange">
            <IconPizza size={22} aria-hidden />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Title order={3} fz="lg">
              {t.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t.intro(firstName)}
            </Text>
          </Stack>
        </Group>
        {query.isError ? (
          <Alert color="red" role="alert" title={t.loadError}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{query.error.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
                {t.retry}
              </Button>
            </Stack>
          </Alert>
        ) : !query.data ? (
          // Drawn by the server while the session is not known yet: a labelled region needs a role.
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t.title}>
            <Skeleton h={12} radius="xl" />
            <Skeleton h={16} w="80%" />
            <Skeleton h={36} w={180} mt="auto" />
          </Stack>
        ) : (
          <>
            <Standing data={query.data} firstName={firstName} />
            <Actions
              data={query.data}
              athleteNumber={athleteNumber}
              firstName={firstName}
              buyer={buyer}
              onBuy={onBuy}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Where the athlete stands: the open request, and what the cap leaves in this period. */
function Standing({ data, firstName }: { data: TAthletePizzaMoney; firstName: string }) {
  const given = PIZZA_MONEY_CAP_CENTS - data.remainingCents;
  const open = data.openRequest;
  return (
    <Stack gap={6}>
      {open && (
        <Text size="sm">
          <Text span inherit fw={700}>
            {t.openUntil(firstName, formatDate(open.endsAt))}
          </Text>
          {open.donatedCents > 0 && ` ${t.donatedSoFar(open.donatedCents)}`}
        </Text>
      )}
      <Progress
        value={(given / PIZZA_MONEY_CAP_CENTS) * 100}
        color="orange"
        size="sm"
        aria-hidden
      />
      <Text size="sm" c="dimmed">
        {t.remaining(data.remainingCents, firstName)}
      </Text>
      {data.remainingCents <= 0 && (
        <Alert color="orange" role="status">
          {m.capReached(0)} {data.windowResetsAt && t.moreFrom(formatDate(data.windowResetsAt))}
        </Alert>
      )}
    </Stack>
  );
}

function Actions({
  data,
  athleteNumber,
  firstName,
  buyer,
  onBuy,
}: {
  data: TAthletePizzaMoney;
  athleteNumber: number;
  firstName: string;
  buyer: Buyer;
  onBuy: OnBuy;
}) {
  // A visitor may pick an amount for an open request: Donate then says why an account is
  // needed and brings them back with that amount (the buy flow's intent).
  const canDonate = data.openRequest !== null && data.remainingCents > 0;
  if (buyer === 'visitor' && !canDonate) {
    return (
      <Stack gap="xs" mt="auto" align="flex-start">
        <Text size="sm">{t.signInHint}</Text>
        <Button
          component={Link}
          to={fanSignInPath(athleteNumber)}
          variant="light"
          leftSection={<IconLogin2 size={18} aria-hidden />}
        >
          {t.signIn}
        </Button>
      </Stack>
    );
  }
  if (buyer !== 'fan' && buyer !== 'visitor') {
    return (
      <Text size="sm" c="dimmed" mt="auto">
        {t.otherRole}
      </Text>
    );
  }
  if (data.openRequest) {
    if (data.remainingCents <= 0) return null;
    return (
      <PizzaDonateForm
        // A new request or a new cap starts the form again.
        key={`${data.openRequest.id}:${data.remainingCents}`}
        requestId={data.openRequest.id}
        firstName={firstName}
        remainingCents={data.remainingCents}
        onBuy={onBuy}
      />
    );
  }
  if (data.myPendingRequest) {
    return (
      <Alert color="blue" icon={<IconClockHour4 aria-hidden />} mt="auto">
        <Text size="sm" fw={600}>
          {t.waiting(firstName, formatDate(data.myPendingRequest.endsAt))}
        </Text>
        <Text size="sm">{t.waitingHint}</Text>
      </Alert>
    );
  }
  return <AskButton athleteNumber={athleteNumber} firstName={firstName} />;
}

/** Ask the athlete whether they could use pizza money; a refusal shows the server's words. */
function AskButton({ athleteNumber, firstName }: { athleteNumber: number; firstName: string }) {
  const ask = useAskPizzaMoney(athleteNumber);
  const navigate = useNavigate();
  // A session that ended meanwhile: the fan sign-in, back here (as a purchase does).
  const signedOut = isApiError(ask.error) && ask.error.status === 401;
  return (
    <Stack gap="xs" mt="auto" align="flex-start">
      {ask.isError && !signedOut && (
        <Alert color="red" role="alert" w="100%">
          {ask.error.message}
        </Alert>
      )}
      <Button
        onClick={() =>
          ask.mutate(undefined, {
            onSuccess: (result) => notifySaved(result.message),
            onError: (error) => {
              if (isApiError(error) && error.status === 401) navigate(fanSignInPath(athleteNumber));
            },
          })
        }
        loading={ask.isPending}
      >
        {t.ask(firstName)}
      </Button>
      <Text size="sm" c="dimmed">
        {t.askHint}
      </Text>
    </Stack>
  );
}
