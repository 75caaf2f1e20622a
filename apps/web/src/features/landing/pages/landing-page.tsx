import { shellMessages, landingMessages as t } from '@fhp/domain';
import { Box, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBallAmericanFootball,
  IconBallBaseball,
  IconBallBasketball,
  IconBallFootball,
  IconBallVolleyball,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useStandalone } from '../../../lib/use-standalone';
import { Brand } from '../../../ui/brand';
import { usePageTitle } from '../../../ui/use-page-title';
import classes from './landing-page.module.css';

// The install guide loads after the landing paints: it keeps the first load under its budget,
// and an installed app (standalone) never downloads it.
const InstallGuide = lazy(() =>
  import('../components/install-guide').then((m) => ({ default: m.InstallGuide })),
);

const SPORTS = [
  { Icon: IconBallBasketball, label: 'Basketball' },
  { Icon: IconBallAmericanFootball, label: 'Football' },
  { Icon: IconBallFootball, label: 'Soccer' },
  { Icon: IconBallBaseball, label: 'Baseball' },
  { Icon: IconBallVolleyball, label: 'Volleyball' },
];

/** The first screen (/): a splash with the brand and 'Click to Continue' to /home. */
export default function LandingPage() {
  const standalone = useStandalone();
  usePageTitle(shellMessages.tagline);
  return (
    <Box component="main" className={classes.hero}>
      <Container size="sm" className={classes.content}>
        <Stack align="center" gap="xl" ta="center">
          <Brand size={48} withTagline variant="light" />
          <Group gap="sm" justify="center" aria-hidden className={classes.sports}>
            {SPORTS.map(({ Icon, label }) => (
              <ThemeIcon key={label} size={56} radius="xl" color="white" variant="white">
                <Icon size={32} stroke={1.6} color="var(--mantine-color-brand-7)" />
              </ThemeIcon>
            ))}
          </Group>
          <Title order={1} c="white" className={classes.headline}>
            {t.headline}
          </Title>
          <Text c="white" fz="lg" maw={520}>
            {t.intro}
          </Text>
          <Text c="accent.2" fw={700}>
            {t.shareClaim}
          </Text>
          <Button
            component={Link}
            to="/home"
            size="xl"
            color="accent.6"
            rightSection={<IconArrowRight size={22} aria-hidden />}
          >
            {shellMessages.clickToContinue}
          </Button>
          {!standalone && (
            <Suspense fallback={null}>
              <InstallGuide />
            </Suspense>
          )}
        </Stack>
      </Container>
      <Text size="xs" c="white" ta="center" className={classes.disclaimer}>
        {shellMessages.nilDisclaimer}
      </Text>
    </Box>
  );
}
