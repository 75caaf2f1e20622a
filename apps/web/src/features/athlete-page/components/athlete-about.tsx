import { type TAthletePage, athletePageTexts as t } from '@fhp/domain';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import classes from './athlete-sections.module.css';
import { SocialLinks } from './social-links';

/**
 * Who the athlete is in their own words (the bio, as text: never HTML, line breaks kept) and
 * where to follow them. Nothing is drawn when the athlete wrote no bio and set no link.
 */
export function AthleteAbout({ athlete }: { athlete: TAthletePage }) {
  const { bio, socialMedia } = athlete;
  if (!bio && socialMedia.length === 0) return null;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="athlete-about"
    >
      <Stack gap="md">
        <Title order={2} id="athlete-about">
          {t.aboutTitle}
        </Title>
        {bio && (
          <Text className={classes.bio} maw={760}>
            {bio}
          </Text>
        )}
        {socialMedia.length > 0 && (
          <SocialLinks firstName={athlete.firstName} links={socialMedia} />
        )}
      </Stack>
    </Paper>
  );
}

/** The about block's place while the page loads (most athletes have a bio). */
export function AthleteAboutSkeleton() {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Skeleton h={26} w={120} />
        <Skeleton h={14} w="90%" />
        <Skeleton h={14} w="75%" />
        <Skeleton h={36} w={260} radius="xl" />
      </Stack>
    </Paper>
  );
}
