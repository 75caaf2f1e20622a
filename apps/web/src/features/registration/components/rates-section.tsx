import { centsToDollars, registrationMessages, SPORT_BADGE_PRESET_CENTS } from '@fhp/domain';
import { Group, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import type { SignUpForm } from './use-sign-up-form';

const t = registrationMessages;
const PRESETS = SPORT_BADGE_PRESET_CENTS.map((cents) => String(centsToDollars(cents)));

/** Payout e-mail, chat rate per minute and the sport badge amount ($4, $8, $12 or custom). */
export function RatesSection({ form }: { form: SignUpForm }) {
  return (
    <Stack gap="md">
      <TextInput
        type="email"
        label={t.payoutEmailLabel}
        description={t.payoutEmailHint}
        inputMode="email"
        required
        key={form.key('payoutEmail')}
        {...form.getInputProps('payoutEmail')}
      />
      <NumberInput
        label={t.chatRateLabel}
        description={t.chatRateHint}
        min={0}
        decimalScale={2}
        prefix="$"
        allowNegative={false}
        required
        key={form.key('chatRate')}
        {...form.getInputProps('chatRate')}
      />
      <Radio.Group
        label={t.sportBadgeLabel}
        required
        key={form.key('sportBadge')}
        {...form.getInputProps('sportBadge')}
        onChange={(value) => {
          form.setFieldValue('sportBadge', value);
          if (value !== 'custom') form.setFieldValue('sportBadgeAmount', '');
        }}
      >
        <Group mt="xs">
          {PRESETS.map((dollars) => (
            <Radio key={dollars} value={dollars} label={`$${dollars}`} />
          ))}
          <Radio value="custom" label={t.sportBadgeCustom} />
        </Group>
      </Radio.Group>
      {form.values.sportBadge === 'custom' && (
        <NumberInput
          label={t.sportBadgeCustomLabel}
          prefix="$"
          min={20}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          required
          key={form.key('sportBadgeAmount')}
          {...form.getInputProps('sportBadgeAmount')}
        />
      )}
    </Stack>
  );
}
