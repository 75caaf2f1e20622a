import {
  endorsementCents,
  fanPurchasesMessages,
  licenseWeeks,
  type TAthletePage,
  athletePageTexts as t,
} from '@fhp/domain';
import { NumberInput } from '@mantine/core';
import { IconRosette } from '@tabler/icons-react';
import { useState } from 'react';
import { OfferCard } from './offer-card';
import type { OnBuy } from './purchase';

/** What the amount starts at: enough for a meaningful display, well inside the range. */
const DEFAULT_DOLLARS = 10;

/**
 * The endorsement badge: the fan picks whole dollars in the athlete page's range; every dollar
 * is one week of public display (the domain's license rule), shown as the amount changes.
 */
export function EndorsementOffer({
  athleteNumber,
  range,
  onBuy,
  disabled,
}: {
  athleteNumber: number;
  range: TAthletePage['offers']['endorsement'];
  onBuy: OnBuy;
  disabled?: boolean;
}) {
  const min = range.minCents / 100;
  const max = range.maxCents / 100;
  const [value, setValue] = useState<number | string>(
    Math.min(Math.max(DEFAULT_DOLLARS, min), max),
  );
  const dollars = typeof value === 'number' ? value : Number.NaN;
  const valid = Number.isInteger(dollars) && dollars >= min && dollars <= max;
  const cents = valid ? endorsementCents(dollars) : null;
  const weeks = cents === null ? null : licenseWeeks(cents);

  return (
    <OfferCard
      title={t.endorsementTitle}
      description={t.endorsementBody}
      icon={<IconRosette size={22} aria-hidden />}
      priceCents={cents}
      priceLabel={t.total}
      priceNote={weeks === null ? undefined : t.displayWeeks(weeks)}
      buyLabel={t.buy}
      buyName={`${t.buy}: ${t.endorsementTitle}`}
      disabled={disabled || !valid}
      onBuy={() => {
        if (cents === null || weeks === null) return;
        onBuy({
          request: { item: 'endorsement', athleteNumber, dollars },
          title: `${t.endorsementTitle}: ${t.displayWeeks(weeks)}`,
          priceCents: cents,
        });
      }}
    >
      <NumberInput
        label={t.endorsementDollarsLabel(min, max)}
        value={value}
        onChange={setValue}
        min={min}
        max={max}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        prefix="$"
        error={value !== '' && !valid ? fanPurchasesMessages.endorsementAmount : undefined}
      />
    </OfferCard>
  );
}
