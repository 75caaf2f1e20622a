import { shellMessages, landingMessages as t } from '@fhp/domain';
import {
  Badge,
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
  IconHeartHandshake,
  IconMedal,
  IconNews,
  IconShoppingBag,
  IconTrendingUp,
  IconTrophy,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';

const STEPS = [
  {
    Icon: IconHeartHandshake,
    title: 'Fans support',
    body: 'Buy sport badges, mementos, chats and endorsements from the athletes you follow.',
  },
  {
    Icon: IconMedal,
    title: 'Athletes earn',
    body: 'Student athletes license their name, image and likeness and keep most of the money.',
  },
  {
    Icon: IconBuildingStadium,
    title: 'Schools take part',
    body: 'Schools sign an IP license so their game video can be used, with their approval.',
  },
];

// The public sections the spec describes; each arrives with its own issue.
const SECTIONS = [
  { Icon: IconTrendingUp, title: 'Trending', body: "Who's popular last week" },
  { Icon: IconTrophy, title: 'Contests', body: 'Talent and brand-ambassador contests' },
  { Icon: IconNews, title: 'FHP Updates & News', body: 'News and blog posts' },
  { Icon: IconShoppingBag, title: 'Shop', body: 'Scroll signs and posters' },
  { Icon: IconUsersGroup, title: 'Chats', body: 'One-on-one and group chats' },
  { Icon: IconMedal, title: 'Badges', body: 'Sport, seasonal and talking badges' },
];

/** /home: what FHP is, and where to go next. */
export default function HomePage() {
  return (
    <Container>
      <Stack gap={40}>
        <Stack gap="xs" maw={720}>
          <Title order={1}>{t.homeTitle}</Title>
          <Text size="lg" c="dimmed">
            {t.homeIntro}
          </Text>
        </Stack>

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

        <Stack gap="md">
          <Title order={2} fz="h3">
            {t.exploreTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {SECTIONS.map(({ Icon, title, body }) => (
              <Card key={title} padding="md" aria-disabled="true">
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon size={40} radius="xl" variant="light">
                    <Icon size={22} aria-hidden />
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={700}>{title}</Text>
                      <Badge size="sm" color="accent" variant="light">
                        {shellMessages.comingSoon}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {body}
                    </Text>
                  </Stack>
                </Group>
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
