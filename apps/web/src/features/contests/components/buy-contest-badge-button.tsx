import { fanAccountPaths, formatCents, contestVoteTexts as t } from '@fhp/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useGoToUrl } from '../../../lib/goto-url';
import { useSession } from '../../../lib/session';
import { useStartContestBadgeCheckout } from '../api/contest-votes-api';

/** The address key that brings a signed-out visitor back to this badge's confirmation. */
const BUY_PARAM = 'buyBadge';

/**
 * A contest badge's Buy: confirm, then the fan checkout (the server prices it from the badge),
 * which returns to the receipt. A signed-out visitor goes to the fan sign-in and comes back to
 * this page with the badge in its address (`?buyBadge=<id>`), where the confirmation opens again.
 */
export function BuyContestBadgeButton({
  badgeId,
  description,
  priceCents,
}: {
  badgeId: string;
  description: string;
  priceCents: number;
}) {
  const session = useSession({ canWaitForInteraction: true });
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const goTo = useGoToUrl();
  const checkout = useStartContestBadgeCheckout();
  const [opened, setOpened] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const user = session.user;

  const signIn = () => {
    const back = new URLSearchParams(location.search);
    back.set(BUY_PARAM, badgeId);
    navigate(fanAccountPaths(`${location.pathname}?${back.toString()}`).signIn);
  };

  // Back from the sign-in as a fan: the same confirmation opens, and the address forgets it.
  useEffect(() => {
    if (params.get(BUY_PARAM) !== badgeId || session.status !== 'signed-in') return;
    if (user?.role === 'fan') setOpened(true);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(BUY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, badgeId, session.status, user?.role, setParams]);

  const onClick = () => {
    setNote(null);
    if (!user) {
      if (session.status === 'signed-out') signIn();
      return;
    }
    if (user.role !== 'fan') {
      setNote(t.fansOnlyBuy);
      return;
    }
    checkout.reset();
    setOpened(true);
  };

  const confirm = () =>
    checkout.mutate(badgeId, {
      onSuccess: ({ approveUrl }) => goTo(approveUrl),
      onError: (error) => {
        if (isApiError(error) && error.status === 401) signIn();
      },
    });

  const price = formatCents(priceCents);
  return (
    <Stack gap="xs">
      <Button size="sm" aria-label={t.buyBadgeLabel(description, price)} onClick={onClick}>
        {t.buyButton(price)}
      </Button>
      {note && (
        <Text size="sm" c="dimmed" role="status">
          {note}
        </Text>
      )}
      <Modal
        opened={opened}
        onClose={() => {
          if (!checkout.isPending) setOpened(false);
        }}
        title={t.confirmTitle}
      >
        <Stack gap="sm">
          <Text>{t.confirmLine(description, price)}</Text>
          <Text size="sm" c="dimmed">
            {t.confirmNote}
          </Text>
          {checkout.isError && (
            <Text size="sm" c="red.8" role="alert">
              {checkout.error.message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setOpened(false)}
              disabled={checkout.isPending}
            >
              {t.cancel}
            </Button>
            <Button onClick={confirm} loading={checkout.isPending || checkout.isSuccess}>
              {t.confirmButton}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
