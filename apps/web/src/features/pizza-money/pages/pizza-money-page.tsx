import { athleteRouteTitle, type TPizzaRequest, pizzaMoneyTexts as t } from '@fhp/domain';
import { Stack } from '@mantine/core';
import { IconPizza } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeading } from '../../../ui/page-heading';
import { PagedTable } from '../../../ui/paged-table';
import classes from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import { usePizzaRequests } from '../api/pizza-money-api';
import { DonationsDialog } from '../components/donations-dialog';
import { GiftBadgeDialog } from '../components/gift-badge-dialog';
import { GiftBadgeView } from '../components/gift-badge-view';
import { PIZZA_COLUMNS, type PizzaDialog, PizzaRequestRow } from '../components/pizza-request-row';

/**
 * /admin/pizza-money: the food assistance requests fans sent me, 5 a page with Load More;
 * Accept, Reject, the donations, and the gift badge once donated. Refreshed live by
 * 'wallet.changed' (a donation was captured).
 */
export default function PizzaMoneyPage() {
  usePageTitle(athleteRouteTitle('/admin/pizza-money'));
  const list = usePizzaRequests();
  // The request stays while a dialog closes, so its content does not vanish mid-transition.
  const [dialog, setDialog] = useState<{ kind: PizzaDialog; request: TPizzaRequest } | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (kind: PizzaDialog, request: TPizzaRequest) => {
    setDialog({ kind, request });
    setOpened(true);
  };
  const close = () => setOpened(false);
  const request = dialog?.request ?? null;
  // Every page names the open request; a refresh refetches them all, the first one included.
  const openRequestId = list.data?.pages[0]?.openRequestId ?? null;

  return (
    <Stack maw={1180} mx="auto" gap="lg">
      <PageHeading title={t.heading} intro={t.intro} />
      <div className={classes.frame}>
        <PagedTable
          query={list}
          loadFailed={t.loadFailed}
          empty={{ message: t.empty, icon: <IconPizza size={26} aria-hidden /> }}
          label={t.tableLabel}
          columns={PIZZA_COLUMNS}
          actionsColumn={t.actionsColumn}
          loadMoreLabel={t.loadMore}
          renderRow={(item) => (
            <PizzaRequestRow
              key={item.id}
              request={item}
              openRequestId={openRequestId}
              onOpen={open}
            />
          )}
        />
      </div>
      <DonationsDialog
        request={request}
        opened={opened && dialog?.kind === 'donations'}
        onClose={close}
      />
      <GiftBadgeDialog
        request={request}
        opened={opened && dialog?.kind === 'gift'}
        onClose={close}
      />
      <GiftBadgeView request={request} opened={opened && dialog?.kind === 'view'} onClose={close} />
    </Stack>
  );
}
