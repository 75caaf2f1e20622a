import {
  HOME_BARGAINS,
  HOME_EXTERNAL_GROUPS,
  HOME_LINK_GROUPS,
  landingMessages as t,
} from '@fhp/domain';
import {
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingStadium,
  IconChevronRight,
  IconHeartHandshake,
  IconMedal,
  IconTag,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { ExternalAnchor } from '../../../ui/external-link';
import { usePageTitle } from '../../../ui/use-page-title';
import { HomeAthletes } from '../components/home-athletes';
import classes from './home-page.module.css';

// The steps' words are the domain's; each gets its icon here, in order.
const STEP_ICONS = [IconHeartHandshake, IconMedal, IconBuildingStadium];
const STEPS = t.howItWorksSteps.map((step, i) => ({ ...step, Icon: STEP_ICONS[i] ?? IconMedal }));

/** /home: what FHP is, real athletes (trending and newly joined), every public page of the site, and the operators' external links. */
export default function HomePage() {
  usePageTitle(t.homeTitle);
  const { settings } = useSiteSettings();
  return (
    <Container>
      <Stack gap={40}>
        <Stack gap="xs" maw={720}>
          <Title order={1}>{t.homeTitle}</Title>
          <Text size="lg" c="dimmed">
            {t.homeIntro}
          </Text>
        </Stack>

        <HomeAthletes />

        <Stack gap="md">
          <Title order={2} fz="h3">
            {t.howItWorksTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {STEPS.map(({ Icon, title, body }) => (
              <Card key={title} padding="lg">
                <ThemeIcon size={44} radius="xl" mb="sm">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Text fw={800} fz="lg">
                  {title}
                </Text>
                <Text c="dimmed" mt={4}>
                  {body}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Paper p="xl" className={classes.bargains}>
          <Group justify="space-between" gap="lg">
            <Group gap="md" wrap="nowrap" maw={560}>
              <ThemeIcon size={48} radius="xl" color="accent.6">
                <IconTag size={26} aria-hidden />
              </ThemeIcon>
              <Stack gap={2}>
                <Title order={2} fz="h3">
                  {HOME_BARGAINS.heading}
                </Title>
                <Text>{HOME_BARGAINS.body}</Text>
              </Stack>
            </Group>
            <Button component={Link} to={HOME_BARGAINS.to} color="accent.6" size="md">
              {HOME_BARGAINS.button}
            </Button>
          </Group>
        </Paper>

        <Stack gap="lg">
          <Title order={2} fz="h3">
            {t.exploreTitle}
          </Title>
          {HOME_LINK_GROUPS.map((group) => (
            <Stack key={group.heading} gap="xs" component="section" aria-label={group.heading}>
              <Title order={3} fz="md" c="dimmed" tt="uppercase" lts={0.5}>
                {group.heading}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                {group.links.map((link) => (
                  <Card
                    key={link.to}
                    component={Link}
                    to={link.to}
                    padding="md"
                    className={classes.linkCard}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Stack gap={2} miw={0}>
                        <Text fw={700}>{link.label}</Text>
                        <Text size="sm" c="dimmed">
                          {link.body}
                        </Text>
                      </Stack>
                      <IconChevronRight size={18} aria-hidden className={classes.chevron} />
                    </Group>
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>

        <Stack gap="md">
          <Title order={2} fz="h3">
            {t.homeVideosTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {HOME_EXTERNAL_GROUPS.map((group) => (
              <Card key={group.heading} padding="lg" component="section" aria-label={group.heading}>
                <Title order={3} fz="md" mb="xs">
                  {group.heading}
                </Title>
                <Stack gap={6}>
                  {group.links.map((link) => (
                    <ExternalAnchor
                      key={link.link}
                      href={settings.links[link.link]}
                      siteLink={link.link}
                    >
                      {link.label}
                    </ExternalAnchor>
                  ))}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Paper p="xl" bg="brand.7" c="white">
          <Group justify="space-between" gap="lg">
            <Stack gap={4} maw={560}>
              <Title order={2} fz="h3">
                {t.athleteCtaTitle}
              </Title>
              <Text>{t.athleteCtaBody}</Text>
            </Stack>
            <Button component={Link} to="/auth/login" color="accent.6" size="md">
              {t.athleteCtaButton}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
