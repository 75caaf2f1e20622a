import { licenseWeeks, athletePageTexts as t } from '@fhp/domain';
import { List, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconCheck } from '@tabler/icons-react';
import { OfferCard } from './offer-card';
import type { OnBuy } from './purchase';

/** The sport badge license at the athlete's rate (one week of display per dollar, like all). */
export function SportBadgeOffer({
  athleteNumber,
  priceCents,
  onBuy,
  disabled,
}: {
  athleteNumber: number;
  priceCents: number;
  onBuy: OnBuy;
  disabled?: boolean;
}) {
  const weeks = t.displayWeeks(licenseWeeks(priceCents));
  return (
    <OfferCard
      title={t.sportBadgeTitle}
      description={t.sportBadgeBody}
      icon={<IconCertificate size={22} aria-hidden />}
      priceCents={priceCents}
      priceLabel={t.price}
      priceNote={weeks}
      buyLabel={t.buy}
      buyName={`${t.buy}: ${t.sportBadgeTitle}`}
      disabled={disabled}
      onBuy={() =>
        onBuy({
          request: { item: 'sport_badge', athleteNumber },
          title: `${t.sportBadgeTitle}: ${weeks}`,
          priceCents,
        })
      }
    >
      <List
        size="sm"
        spacing={6}
        icon={
          <ThemeIcon size={18} radius="xl" color="green" variant="light">
            <IconCheck size={12} aria-hidden />
          </ThemeIcon>
        }
      >
        {t.sportBadgeIncludes.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </OfferCard>
  );
}
