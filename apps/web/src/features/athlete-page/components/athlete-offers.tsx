import { type TAthletePage, athletePageTexts as t } from '@fhp/domain';
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { CallOffer } from './call-offer';
import { EndorsementOffer } from './endorsement-offer';
import { MementoOffer } from './memento-offer';
import { PizzaMoneyCard } from './pizza-money-card';
import type { OnBuy } from './purchase';
import { SeasonalBadgeOffer } from './seasonal-badge-offer';
import { SportBadgeOffer } from './sport-badge-offer';
import { TalkingBadgeOffer } from './talking-badge-offer';
import type { Buyer } from './use-buy-flow';

const GRID = { base: 1, sm: 2, lg: 3 } as const;

/** Everything the athlete sells, each as a card with its price and Buy. */
export function AthleteOffers({
  athlete,
  buyer,
  viewer,
  onBuy,
}: {
  athlete: TAthletePage;
  buyer: Buyer;
  /** The signed-in user's id (null for a visitor), for what the server answers per fan. */
  viewer: string | null;
  onBuy: OnBuy;
}) {
  const { offers, athleteNumber } = athlete;
  // Only fans buy: another role sees why the buttons are off.
  const disabled = buyer === 'other-role';
  const common = { onBuy, disabled };
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={2}>{t.offersTitle}</Title>
        <Text c="dimmed" maw={720}>
          {t.offersIntro}
        </Text>
      </Stack>
      {disabled && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title={t.fansOnlyTitle}>
          {t.fansOnlyBody}
        </Alert>
      )}
      <SimpleGrid cols={GRID} spacing="lg">
        {offers.sportBadge && (
          <SportBadgeOffer
            athleteNumber={athleteNumber}
            priceCents={offers.sportBadge.priceCents}
            {...common}
          />
        )}
        <EndorsementOffer athleteNumber={athleteNumber} range={offers.endorsement} {...common} />
        {offers.call && <CallOffer athleteNumber={athleteNumber} offer={offers.call} {...common} />}
        <PizzaMoneyCard
          athleteNumber={athleteNumber}
          firstName={athlete.firstName}
          buyer={buyer}
          viewer={viewer}
          onBuy={onBuy}
        />
      </SimpleGrid>

      {offers.seasonalBadges.length > 0 && (
        <Stack gap="md" component="section" aria-label={t.seasonalTitle}>
          <Stack gap={2}>
            <Title order={2} fz="h3">
              {t.seasonalTitle}
            </Title>
            <Text c="dimmed">{t.seasonalBody}</Text>
          </Stack>
          <SimpleGrid cols={GRID} spacing="lg">
            {offers.seasonalBadges.map((badge) => (
              <SeasonalBadgeOffer key={badge.id} badge={badge} {...common} />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {offers.talkingBadges.length > 0 && (
        <Stack gap="md" component="section" aria-label={t.talkingTitle}>
          <Stack gap={2}>
            <Title order={2} fz="h3">
              {t.talkingTitle}
            </Title>
            <Text c="dimmed">{t.talkingBody}</Text>
          </Stack>
          <SimpleGrid cols={GRID} spacing="lg">
            {offers.talkingBadges.map((badge) => (
              <TalkingBadgeOffer key={badge.id} badge={badge} {...common} />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {offers.mementos.length > 0 && (
        <Stack gap="md" component="section" aria-label={t.mementoTitle}>
          <Stack gap={2}>
            <Title order={2} fz="h3">
              {t.mementoTitle}
            </Title>
            <Text c="dimmed">{t.mementoBody}</Text>
          </Stack>
          <SimpleGrid cols={GRID} spacing="lg">
            {offers.mementos.map((memento) => (
              <MementoOffer key={memento.id} memento={memento} {...common} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
