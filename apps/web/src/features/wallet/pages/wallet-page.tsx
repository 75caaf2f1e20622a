import { athleteRouteTitle, statementsTexts, walletMessages as t } from '@fhp/domain';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';
import { Link } from 'react-router';
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
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} fz="h4">
            {t.historyTitle}
          </Title>
          <Anchor component={Link} to="/admin/statements" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconReportMoney size={16} aria-hidden />
              {statementsTexts.earnings.walletLink}
            </Group>
          </Anchor>
        </Group>
        <div className={table.frame}>
          <WalletHistoryTable />
        </div>
      </Stack>
    </Stack>
  );
}
