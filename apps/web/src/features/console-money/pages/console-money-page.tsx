import { consoleMoneyTexts as t } from '@fhp/domain';
import { Stack, Tabs } from '@mantine/core';
import { oneOfParam, useFilterParams } from '../../../lib/use-filter-params';
import { ConsolePageHeader } from '../../../ui/console-page-header';
import { LedgerSection } from '../components/ledger-section';
import { RefundsSection } from '../components/refunds-section';
import { WithdrawalDetail } from '../components/withdrawal-detail';
import { WithdrawalsSection } from '../components/withdrawals-section';

const TABS = ['withdrawals', 'refunds', 'ledger'] as const;
type Tab = (typeof TABS)[number];

/**
 * /console/money: withdrawals with their payout state and decisions (`?withdrawal=<id>` opens
 * one, as the inbox links it), refunds, and the ledger. `?tab=` keeps the open tab in the address.
 */
export default function ConsoleMoneyPage() {
  const { params, update } = useFilterParams();
  const tab: Tab = oneOfParam(params.get('tab'), TABS) ?? 'withdrawals';
  const open = params.get('withdrawal');
  // Tabs and an opened withdrawal are places Back returns to.
  const set = (changes: Record<string, string | null>) => update(changes, { push: true });
  return (
    <Stack gap="md">
      <ConsolePageHeader title={t.title} />
      <Tabs
        value={tab}
        onChange={(v) => set({ tab: v === 'withdrawals' ? null : v })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t.tabs[x]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="withdrawals" pt="md">
          <WithdrawalsSection onOpen={(id) => set({ withdrawal: id })} />
        </Tabs.Panel>
        <Tabs.Panel value="refunds" pt="md">
          <RefundsSection />
        </Tabs.Panel>
        <Tabs.Panel value="ledger" pt="md">
          <LedgerSection />
        </Tabs.Panel>
      </Tabs>
      <WithdrawalDetail id={open} onClose={() => set({ withdrawal: null })} />
    </Stack>
  );
}
