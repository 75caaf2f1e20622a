import { managerRatingsMessages } from '@fhp/domain';
import { Alert, Button, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { usePaymentReturn } from '../lib/use-payment-return';
import { openConfirmDialog } from './confirm-dialog';
import { notifyFailed, notifySaved } from './notify';
import { type PagedListQuery, PagedTable } from './paged-table';
import { RowActions } from './row-actions';

/**
 * The athlete's own badge lists (seasonal badges, talking badges): the same table frame, row
 * actions and fee-payment notices, each feature bringing its columns and texts.
 */

/** A badge as the row actions need it: who manages it, and whether it was rated. */
type RatableBadge = { id: string; managerEmail: string | null; managerRating: unknown };

/** Edit, Delete (after 'Are you sure?') and Manager Rating (once, when there is a manager). */
export function BadgeRowActions({
  badge,
  labels,
  remove,
  onEdit,
  onRate,
}: {
  badge: RatableBadge;
  labels: { edit: string; delete: string; deleteConfirm: string; cancel: string };
  /** The delete mutation of the feature (its answer carries the catalogue's message). */
  remove: { mutateAsync: (id: string) => Promise<{ message: string }>; isPending: boolean };
  onEdit: () => void;
  onRate: () => void;
}) {
  const confirmDelete = () =>
    openConfirmDialog({
      title: labels.delete,
      centered: true,
      children: <Text size="sm">{labels.deleteConfirm}</Text>,
      labels: { confirm: labels.delete, cancel: labels.cancel },
      confirmProps: { color: 'red.9' },
      // mutateAsync: the row unmounts when the list refetches, and mutate's own callbacks would
      // not run then; the promise still settles.
      onConfirm: () =>
        remove.mutateAsync(badge.id).then(
          (result) => notifySaved(result.message),
          (error: Error) => notifyFailed(error),
        ),
    });
  const rated = badge.managerRating !== null;
  return (
    <RowActions>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={onEdit}
      >
        {labels.edit}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={confirmDelete}
        loading={remove.isPending}
      >
        {labels.delete}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconStar size={14} aria-hidden />}
        onClick={onRate}
        disabled={!badge.managerEmail || rated}
        title={!badge.managerEmail ? managerRatingsMessages.noManager : undefined}
      >
        {rated ? managerRatingsMessages.rated : managerRatingsMessages.action}
      </Button>
    </RowActions>
  );
}

/**
 * The list states around a badge table: a skeleton while it loads, the error with Retry, the
 * empty state with Create, then the table (a stacked card per row on a phone) and Load More.
 */
export function BadgeTable<T extends { id: string }>({
  list,
  labels,
  columns,
  onCreate,
  row,
}: {
  list: PagedListQuery<T>;
  labels: {
    loadFailed: string;
    empty: string;
    createBadge: string;
    tableLabel: string;
    actions: string;
  };
  columns: readonly string[];
  onCreate: () => void;
  row: (badge: T, index: number) => ReactNode;
}) {
  return (
    <PagedTable
      query={list}
      loadFailed={labels.loadFailed}
      empty={{
        message: labels.empty,
        action: (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onCreate}>
            {labels.createBadge}
          </Button>
        ),
      }}
      label={labels.tableLabel}
      columns={columns}
      actionsColumn={<VisuallyHidden>{labels.actions}</VisuallyHidden>}
      horizontalSpacing="xs"
      highlightOnHover
      renderRow={row}
    />
  );
}

/** Where a badge's fee payment stands after the provider sent the athlete back. */
export function FeePaymentNotices({
  payment,
  labels,
}: {
  payment: ReturnType<typeof usePaymentReturn>;
  labels: { capturing: string; cancelled: string };
}) {
  const { mutation } = payment;
  return (
    <>
      {mutation.isPending && (
        <Alert color="blue" role="status">
          {labels.capturing}
        </Alert>
      )}
      {mutation.isError && (
        <Alert color="red" role="alert">
          {mutation.error.message}
        </Alert>
      )}
      {mutation.data?.outcome === 'pending' && (
        <Alert color="blue" role="status">
          {mutation.data.message}
        </Alert>
      )}
      {payment.cancelled && (
        <Alert color="orange" role="status" withCloseButton onClose={payment.dismissCancelled}>
          {labels.cancelled}
        </Alert>
      )}
    </>
  );
}
