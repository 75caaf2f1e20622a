import {
  formatCents,
  pizzaMoneyMessages as m,
  PIZZA_DONATION_CHOICES_DOLLARS,
  PIZZA_DONATION_MIN_DOLLARS,
  pizzaChargeCents,
  pizzaCoverFeeCents,
  type TPriceChoices,
  pizzaMoneyFanTexts as t,
  ZPizzaDonateRequest,
} from '@fhp/domain';
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  PriceChoiceField,
  type PriceChoiceValue,
  priceCentsOf,
} from '../../../ui/price-choice-field';
import classes from './offer-card.module.css';
import type { OnBuy } from './purchase';

/** The choice picked at first: $10 when the cap leaves room for it, else what fits. */
const PREFERRED_DOLLARS = 10;

function initialValue(rule: TPriceChoices): PriceChoiceValue {
  const fits = rule.choices.includes(PREFERRED_DOLLARS)
    ? PREFERRED_DOLLARS
    : rule.choices[rule.choices.length - 1];
  return fits ? { choice: String(fits * 100), custom: '' } : { choice: 'custom', custom: '' };
}

/**
 * Donate to the athlete's open request: a quick choice or a whole-dollar amount up to what the
 * cap leaves, and whether the fan covers the fee (the charge shown is the domain's
 * `pizzaChargeCents`). Donate opens the same confirmation as a purchase; the server checks the
 * cap again and answers the checkout.
 */
export function PizzaDonateForm({
  requestId,
  firstName,
  remainingCents,
  onBuy,
}: {
  requestId: string;
  firstName: string;
  remainingCents: number;
  onBuy: OnBuy;
}) {
  const maxDollars = Math.floor(remainingCents / 100);
  const rule: TPriceChoices = {
    choices: PIZZA_DONATION_CHOICES_DOLLARS.filter((d) => d <= maxDollars),
    customMinDollars: PIZZA_DONATION_MIN_DOLLARS,
    customMaxDollars: maxDollars,
  };
  const [value, setValue] = useState<PriceChoiceValue>(() => initialValue(rule));
  const [coverFee, setCoverFee] = useState(false);

  const cents = priceCentsOf(value);
  const typed = value.choice === 'custom' && value.custom !== '';
  const whole = cents % 100 === 0 && cents >= PIZZA_DONATION_MIN_DOLLARS * 100;
  const valid = whole && cents <= remainingCents;
  const error =
    !typed || valid ? undefined : whole ? m.capReached(remainingCents) : m.donationAmount;
  const feeCents = valid ? pizzaCoverFeeCents(cents) : null;
  const chargeCents = valid ? pizzaChargeCents(cents, coverFee) : null;

  const donate = () => {
    const parsed = ZPizzaDonateRequest.safeParse({ requestId, dollars: cents / 100, coverFee });
    if (!valid || chargeCents === null || feeCents === null || !parsed.success) return;
    onBuy({
      request: { item: 'pizza_money', donation: parsed.data },
      title: coverFee
        ? t.donationItemWithFee(firstName, cents, feeCents)
        : t.donationItem(firstName, cents),
      priceCents: chargeCents,
    });
  };

  return (
    <Stack gap="md" flex={1}>
      <PriceChoiceField
        label={t.amountLabel}
        customLabel={t.customChip}
        customFieldLabel={t.customLabel}
        rule={rule}
        value={value}
        onChange={setValue}
        error={error}
      />
      <Checkbox
        label={t.coverFee(firstName)}
        description={feeCents === null ? undefined : t.coverFeeAdds(feeCents)}
        checked={coverFee}
        onChange={(e) => setCoverFee(e.currentTarget.checked)}
      />
      <div className={classes.footer}>
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
            {t.youPay}
          </Text>
          <Text fz={26} fw={800} lh={1.2} data-testid="pizza-charge" aria-live="polite">
            {chargeCents === null ? '—' : formatCents(chargeCents)}
          </Text>
          {valid && (
            <Text size="sm" c="dimmed">
              {coverFee ? t.receivesWhole(firstName, cents) : t.feeFromDonation}
            </Text>
          )}
        </Stack>
        <Button size="md" onClick={donate} disabled={!valid} aria-label={t.donateName(firstName)}>
          {t.donate}
        </Button>
      </div>
    </Stack>
  );
}
