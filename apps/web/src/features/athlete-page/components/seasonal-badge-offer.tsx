import {
  seasonLabel,
  type TSeasonalBadgeOffer,
  type TSeasonalFormat,
  athletePageTexts as t,
} from '@fhp/domain';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDeviceTv, IconQrcode } from '@tabler/icons-react';
import type { OnBuy } from './purchase';
import classes from './seasonal-badge-offer.module.css';

/**
 * One seasonal badge: its card face (sport colours, the athlete's texts, the season) and a
 * button per format it is sold in, each with its price.
 */
export function SeasonalBadgeOffer({
  badge,
  onBuy,
  disabled,
}: {
  badge: TSeasonalBadgeOffer;
  onBuy: OnBuy;
  disabled?: boolean;
}) {
  const season = seasonLabel(badge);
  const what = `${season} · ${badge.sport} ${badge.sportType}`;
  const buy = (format: TSeasonalFormat, priceCents: number) =>
    onBuy({
      request: { item: 'seasonal_badge', badgeId: badge.id, format },
      title: t.seasonalItem(what, format),
      priceCents,
    });

  return (
    <Card padding="md" component="article" aria-label={`${t.seasonalTitle}: ${what}`}>
      <Stack gap="sm" h="100%">
        <div className={classes.face} data-sport={badge.sport}>
          <div className={classes.vertical}>{badge.typeData1}</div>
          <div className={classes.texts}>
            <Text className={classes.sport}>
              {badge.sport} · {badge.sportType}
            </Text>
            <Text className={classes.line1}>{badge.typeData2}</Text>
            <Text className={classes.line2}>{badge.typeData3}</Text>
          </div>
        </div>
        <Stack gap={2}>
          <Text fw={800}>{season}</Text>
          {badge.bought > 0 && (
            <Text size="sm" c="dimmed">
              {t.seasonalBought(badge.bought)}
            </Text>
          )}
        </Stack>
        <Group gap="xs" mt="auto">
          {badge.videoPriceCents !== null && (
            <Button
              variant="filled"
              leftSection={<IconDeviceTv size={16} aria-hidden />}
              disabled={disabled}
              onClick={() => buy('video', badge.videoPriceCents as number)}
            >
              {t.buyVideo(badge.videoPriceCents)}
            </Button>
          )}
          {badge.qrPriceCents !== null && (
            <Button
              variant="light"
              leftSection={<IconQrcode size={16} aria-hidden />}
              disabled={disabled}
              onClick={() => buy('qr', badge.qrPriceCents as number)}
            >
              {t.buyQr(badge.qrPriceCents)}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
