import { chatsTexts, formatCents, pizzaMoneyFanTexts, athletePageTexts as t } from '@fhp/domain';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Purchase } from './purchase';
import { SupporterConsent } from './supporter-consent';

/**
 * The step before paying: what, from whom, the price, and that the secure checkout comes next.
 * A refusal from the server (price changed, badge gone, the pizza money cap) shows here with the
 * catalogue's message. A donation is confirmed in a donation's words (to the athlete, you pay);
 * a chat says its money is held, not charged, and has no supporter consent (it is private).
 */
export function ConfirmPurchaseDialog({
  purchase,
  athleteName,
  onConfirm,
  onClose,
  pending,
  error,
}: {
  purchase: Purchase | null;
  athleteName: string;
  /** `publicSupporter`: the fan ticked "Show me as a supporter" (sent with the checkout). */
  onConfirm: (publicSupporter: boolean) => void;
  onClose: () => void;
  pending: boolean;
  error: string | null;
}) {
  const donation = purchase?.request.item === 'pizza_money';
  const chat = purchase?.request.item === 'chat';
  const [publicSupporter, setPublicSupporter] = useState(false);
  // Each purchase asks again: a yes for one item is not a yes for the next.
  useEffect(() => {
    if (purchase) setPublicSupporter(false);
  }, [purchase]);
  const labels = donation
    ? {
        title: pizzaMoneyFanTexts.confirmTitle,
        who: pizzaMoneyFanTexts.confirmTo,
        price: pizzaMoneyFanTexts.youPay,
      }
    : {
        title: chat ? chatsTexts.confirmTitle : t.confirmTitle,
        who: t.confirmFrom,
        price: t.confirmPrice,
      };
  return (
    <Modal opened={purchase !== null} onClose={onClose} title={labels.title} centered>
      {purchase && (
        <Stack gap="md">
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={96}>{t.confirmWhat}</Table.Th>
                <Table.Td>{purchase.title}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{labels.who}</Table.Th>
                <Table.Td>{athleteName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{labels.price}</Table.Th>
                <Table.Td fw={800}>{formatCents(purchase.priceCents)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group gap={8} wrap="nowrap">
            <IconLock size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{t.confirmSecure}</Text>
          </Group>
          {chat ? (
            // A chat's money is only held: say so, and how it is settled, before the checkout.
            <Alert color="blue" variant="light" title={chatsTexts.heldNote}>
              {chatsTexts.howItWorks}
            </Alert>
          ) : (
            <SupporterConsent
              athleteName={athleteName}
              checked={publicSupporter}
              onChange={setPublicSupporter}
            />
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t.confirmCancel}
            </Button>
            <Button onClick={() => onConfirm(publicSupporter)} loading={pending} data-autofocus>
              {t.confirmContinue}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
