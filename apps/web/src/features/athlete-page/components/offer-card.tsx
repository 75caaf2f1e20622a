import { formatCents } from '@fhp/domain';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './offer-card.module.css';

export interface OfferCardProps {
  title: string;
  description: string;
  icon: ReactNode;
  /** The price shown beside Buy (the computed total for chosen amounts). */
  priceCents: number | null;
  priceLabel: string;
  /** Extra words under the price ("7 weeks of public display", "$2.00 per minute"). */
  priceNote?: ReactNode;
  /** The choices the fan makes before buying (amount, channel, minutes). */
  children?: ReactNode;
  buyLabel: string;
  /** The button's full name, starting with its visible text (WCAG 2.5.3). */
  buyName: string;
  onBuy: () => void;
  disabled?: boolean;
}

/** One thing on sale: what it is, the choices, its price and one Buy button. */
export function OfferCard({
  title,
  description,
  icon,
  priceCents,
  priceLabel,
  priceNote,
  children,
  buyLabel,
  buyName,
  onBuy,
  disabled,
}: OfferCardProps) {
  return (
    <Card padding="lg" className={classes.card} component="article" aria-label={title}>
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        </Group>
        {children}
        <div className={classes.footer}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
              {priceLabel}
            </Text>
            <Text fz={26} fw={800} lh={1.2} data-testid="offer-price">
              {priceCents === null ? '—' : formatCents(priceCents)}
            </Text>
            {priceNote && (
              <Text size="sm" c="dimmed">
                {priceNote}
              </Text>
            )}
          </Stack>
          <Button size="md" onClick={onBuy} disabled={disabled} aria-label={buyName}>
            {buyLabel}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
