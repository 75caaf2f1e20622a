import { consoleMoneyTexts as t } from '@fhp/domain';
import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
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
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'withdrawals';
  const open = params.get('withdrawal');
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return (
    <Stack gap="md">
      <Title order={2}>{t.title}</Title>
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
