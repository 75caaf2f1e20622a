import { athleteRouteTitle, walletMessages as t } from '@fhp/domain';
import { Stack, Title } from '@mantine/core';
import { PageHeading } from '../../../ui/page-heading';
import table from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import { WalletBalanceCard } from '../components/wallet-balance-card';
import { WalletHistoryTable } from '../components/wallet-history-table';

/** /admin/wallet: my balance, Withdraw, and the history of my wallet, all from the ledger. */
export default function WalletPage() {
  usePageTitle(athleteRouteTitle('/admin/wallet'));
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <PageHeading title={t.title} />
      <WalletBalanceCard />
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t.historyTitle}
        </Title>
        <div className={table.frame}>
          <WalletHistoryTable />
        </div>
      </Stack>
    </Stack>
  );
}
