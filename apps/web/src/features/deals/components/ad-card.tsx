import { adCategoryLabel, type TVendorAd, dealsMessages as t } from '@fhp/domain';
import {
  AspectRatio,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconDiscount2, IconExternalLink, IconEye } from '@tabler/icons-react';
import classes from './ad-card.module.css';

/**
 * A vendor's ad: its image or video (a category tile when it has none), text, the vendor, the
 * views (once there are any) and Visit Site.
 */
export function AdCard({ ad, onVisit }: { ad: TVendorAd; onVisit: (ad: TVendorAd) => void }) {
  const label = adCategoryLabel(ad.category);
  return (
    <Card component="article" padding="lg" withBorder className={classes.card}>
      <Card.Section mb="md">
        <AspectRatio ratio={16 / 9}>
          {ad.media === 'video' && ad.videoUrl ? (
            // biome-ignore lint/a11y/useMediaCaption: vendor ads come without captions
            <video src={ad.videoUrl} controls preload="metadata" title={t.adVideoTitle} />
          ) : ad.imageUrl ? (
            <Image src={ad.imageUrl} alt={t.adImageAlt} fit="cover" />
          ) : (
            <Center className={classes.tile}>
              <ThemeIcon size={64} radius="xl" variant="white">
                <IconDiscount2 size={36} aria-hidden />
              </ThemeIcon>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap="sm" className={classes.body}>
        {/* One line: a long category shortens with an ellipsis (its full name in the tooltip). */}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge variant="light" miw={0} title={label}>
            {label}
          </Badge>
          {ad.totalViews > 0 && (
            <Group gap={4} c="dimmed" wrap="nowrap" style={{ flexShrink: 0 }}>
              <IconEye size={16} aria-hidden />
              <Text size="sm">{t.views(ad.totalViews)}</Text>
            </Group>
          )}
        </Group>
        <Text size="sm" c="dimmed" fw={600}>
          {t.vendor(ad.vendor)}
        </Text>
        <Text className={classes.description}>{ad.description}</Text>
        <Button
          mt="auto"
          onClick={() => onVisit(ad)}
          rightSection={<IconExternalLink size={16} aria-hidden />}
          aria-label={`${t.visitSite}: ${ad.description}`}
        >
          {t.visitSite}
        </Button>
      </Stack>
    </Card>
  );
}
