import { pizzaRequestActions, type TPizzaRequest, pizzaMoneyTexts as t } from '@fhp/domain';
import { Button, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconCoins, IconEye, IconGift, IconTrash } from '@tabler/icons-react';
import { formatDate, formatDateTime, fromNow } from '../../../lib/dates';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { EmailAddress } from '../../../ui/email-address';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { RowActions } from '../../../ui/row-actions';
import classes from '../../../ui/stacked-table.module.css';
import { useAcceptPizzaRequest, useRejectPizzaRequest } from '../api/pizza-money-api';
import row from './pizza-request-row.module.css';
import { PizzaStatusBadge } from './pizza-status-badge';

const c = t.columns;

/** The columns in the order the row draws them. */
export const PIZZA_COLUMNS = [
  c.requestedBy,
  c.athleteName,
  c.email,
  c.status,
  c.createdAt,
  c.expiry,
] as const;

export type PizzaDialog = 'donations' | 'gift' | 'view';

function DateCell({ label, iso }: { label: string; iso: string }) {
  return (
    <Table.Td data-label={label} data-nowrap>
      <time dateTime={iso} title={`${formatDateTime(iso)} (${fromNow(iso)})`}>
        {formatDate(iso)}
      </time>
    </Table.Td>
  );
}

/** The catalogue's message when the error carries none of its own. */
const failed = (fallback: string) => (error: Error) => notifyFailed(error.message || fallback);

/**
 * One request: Accept, Reject (after a confirmation: it deletes), its donations, and the gift
 * badge (create it once donated, view it once gifted). Which are enabled is the domain's rule.
 */
export function PizzaRequestRow({
  request,
  openRequestId,
  onOpen,
}: {
  request: TPizzaRequest;
  /** The athlete's request open to donations, if any: no other can be accepted meanwhile. */
  openRequestId: string | null;
  onOpen: (dialog: PizzaDialog, request: TPizzaRequest) => void;
}) {
  const accept = useAcceptPizzaRequest();
  const reject = useRejectPizzaRequest();
  const anotherOpen = openRequestId !== null && openRequestId !== request.id;
  const allowed = pizzaRequestActions({ ...request, anotherOpen });
  // Say why Accept is off when the only reason is the request already open to donations.
  const waitsForOpen = anotherOpen && request.status === 'pending';
  const waitHintId = `pizza-wait-${request.id}`;
  const busy = accept.isPending || reject.isPending;
  const fan = request.requestedBy || '—';
  const gifted = request.status === 'gifted' && request.gift !== null;
  const donationsLabel = t.donationsCount(request.donationsCount);

  // mutateAsync: the row may unmount when the list refetches; the promise still settles.
  const onAccept = () =>
    accept
      .mutateAsync(request.id)
      .then((result) => notifySaved(result.message || t.accepted), failed(t.updateFailed));

  const onReject = () =>
    openConfirmDialog({
      title: t.confirmRejectTitle,
      centered: true,
      children: <Text size="sm">{t.confirmRejectText(fan)}</Text>,
      labels: { confirm: t.reject, cancel: t.cancel },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        reject
          .mutateAsync(request.id)
          .then((result) => notifySaved(result.message || t.deleted), failed(t.deleteFailed)),
    });

  return (
    <Table.Tr data-status={request.status}>
      <Table.Td data-label={c.requestedBy} fw={600} className={classes.wrap}>
        {fan}
      </Table.Td>
      <Table.Td data-label={c.athleteName} className={classes.wrap}>
        {request.athleteName}
      </Table.Td>
      <Table.Td data-label={c.email}>
        <EmailAddress email={request.athleteEmail} />
      </Table.Td>
      <Table.Td data-label={c.status} data-nowrap>
        <PizzaStatusBadge status={request.status} />
      </Table.Td>
      <DateCell label={c.createdAt} iso={request.createdAt} />
      <DateCell label={c.expiry} iso={request.endsAt} />
      <Table.Td data-actions className={row.actions}>
        {/* One child: the phone layout lays the cell's children side by side. */}
        <Stack gap={4}>
          <RowActions>
            <Button
              size="compact-sm"
              variant="light"
              color="green"
              leftSection={<IconCheck size={14} aria-hidden />}
              disabled={!allowed.accept || reject.isPending}
              loading={accept.isPending}
              onClick={onAccept}
              aria-label={t.forRequest(t.accept, fan)}
              aria-describedby={waitsForOpen ? waitHintId : undefined}
            >
              {t.accept}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              disabled={!allowed.reject || busy}
              loading={reject.isPending}
              onClick={onReject}
              aria-label={t.forRequest(t.reject, fan)}
            >
              {t.reject}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconCoins size={14} aria-hidden />}
              onClick={() => onOpen('donations', request)}
              aria-label={t.forRequest(donationsLabel, fan)}
            >
              {donationsLabel}
            </Button>
            {gifted ? (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconEye size={14} aria-hidden />}
                onClick={() => onOpen('view', request)}
                aria-label={t.forRequest(t.viewGift, fan)}
              >
                {t.viewGift}
              </Button>
            ) : (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconGift size={14} aria-hidden />}
                disabled={!allowed.gift || busy}
                onClick={() => onOpen('gift', request)}
                aria-label={t.forRequest(t.createGift, fan)}
              >
                {t.createGift}
              </Button>
            )}
          </RowActions>
          {waitsForOpen && (
            <Text id={waitHintId} size="xs" c="dimmed" ta="right">
              {t.acceptAfterOpen}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
