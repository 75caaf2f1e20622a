import { shellMessages } from '@fhp/domain';
import { Group, Stack, Text } from '@mantine/core';

// Same drawing as public/favicon.svg and the app icons (scripts/generate-icons.mjs).
const GLYPHS =
  'M4.5 8h5v1h-5zM10.5 8h1v1h-1zM14.5 8h1v1h-1zM16.5 8h4v1h-4zM4.5 9h1v1h-1zM10.5 9h1v1h-1zM14.5 9h1v1h-1zM16.5 9h1v1h-1zM20.5 9h1v1h-1zM4.5 10h1v1h-1zM10.5 10h1v1h-1zM14.5 10h1v1h-1zM16.5 10h1v1h-1zM20.5 10h1v1h-1zM4.5 11h4v1h-4zM10.5 11h5v1h-5zM16.5 11h4v1h-4zM4.5 12h1v1h-1zM10.5 12h1v1h-1zM14.5 12h1v1h-1zM16.5 12h1v1h-1zM4.5 13h1v1h-1zM10.5 13h1v1h-1zM14.5 13h1v1h-1zM16.5 13h1v1h-1zM4.5 14h1v1h-1zM10.5 14h1v1h-1zM14.5 14h1v1h-1zM16.5 14h1v1h-1z';
const STRIPE = 'M4.5 16.5h17v1.5h-17z';

/** The square mark. `ring` draws a white edge so it stands out on blue backgrounds. */
export function BrandMark({ size = 36, ring = false }: { size?: number; ring?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 26 26" aria-hidden="true" focusable="false">
      <rect width="26" height="26" rx="5.7" fill="var(--mantine-color-brand-7)" />
      <path fill="#fff" d={GLYPHS} />
      <path fill="var(--mantine-color-accent-6)" d={STRIPE} />
      {ring && <rect x="0.5" y="0.5" width="25" height="25" rx="5.3" fill="none" stroke="#fff" />}
    </svg>
  );
}

export interface BrandProps {
  /** Height of the mark in px; the text scales with it. */
  size?: number;
  withTagline?: boolean;
  /** 'light' for use on dark or coloured backgrounds. */
  variant?: 'default' | 'light';
}

/**
 * The FHP logo: mark plus name (and tagline), one image whose name is exactly its visible text,
 * so a link that wraps it is named by what it shows (WCAG 2.5.3: no label differing from it).
 */
export function Brand({ size = 36, withTagline = false, variant = 'default' }: BrandProps) {
  const color = variant === 'light' ? 'white' : undefined;
  return (
    <Group
      gap={size / 4}
      wrap="nowrap"
      role="img"
      aria-label={
        withTagline
          ? `${shellMessages.brandName} ${shellMessages.tagline}`
          : shellMessages.brandName
      }
    >
      <BrandMark size={size} ring={variant === 'light'} />
      <Stack gap={0} ta="left">
        <Text fw={900} fz={size * 0.6} lh={1} c={color} style={{ letterSpacing: '0.04em' }}>
          {shellMessages.brandName}
        </Text>
        {withTagline && (
          <Text fz={Math.max(11, size * 0.3)} fw={600} c={variant === 'light' ? 'white' : 'dimmed'}>
            {shellMessages.tagline}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
