import { type TAthletePage, athletePageTexts as t } from '@fhp/domain';
import { Badge, Button, CopyButton, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconLink, IconMapPin, IconSchool } from '@tabler/icons-react';
import { useFormatDate } from '../../../lib/dates';
import { AthleteAvatar } from '../../../ui/athlete-avatar';
import classes from './athlete-header.module.css';

/** Who the athlete is: face, name, sport, level, school, place, athlete ID, rating, since when. */
export function AthleteHeader({ athlete }: { athlete: TAthletePage }) {
  const name = `${athlete.firstName} ${athlete.lastName}`.trim();
  const formatDate = useFormatDate();
  const place = [athlete.city, athlete.state].filter(Boolean).join(', ');
  const url =
    typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`;
  return (
    <Paper withBorder className={classes.header}>
      <div className={classes.band} aria-hidden />
      <div className={classes.body}>
        <div className={classes.avatar}>
          <AthleteAvatar name={name} photoUrl={athlete.photoUrl} size={128} />
        </div>
        <Stack gap={8} className={classes.facts}>
          <Stack gap={2}>
            <Title order={1} lh={1.15}>
              {name}
            </Title>
            <Text size="sm" c="dimmed" fw={600}>
              {t.athleteId(athlete.athleteNumber)}
            </Text>
          </Stack>
          <Group gap={6}>
            {athlete.sport && (
              <Badge size="lg" variant="filled" radius="sm">
                {athlete.sport}
              </Badge>
            )}
            {athlete.athleteType && (
              <Badge size="lg" variant="light" color="gray" radius="sm">
                {t.levelLabels[athlete.athleteType]}
              </Badge>
            )}
          </Group>
          {athlete.schoolName && (
            <Group gap={6} wrap="nowrap">
              <IconSchool size={18} aria-hidden className={classes.icon} />
              <Text fw={600}>{athlete.schoolName}</Text>
            </Group>
          )}
          {place && (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={18} aria-hidden className={classes.icon} />
              <Text>{place}</Text>
            </Group>
          )}
          {athlete.rating !== null && (
            <Group gap={8} aria-label={t.ratingLabel(athlete.rating)} role="img">
              <Rating value={athlete.rating} fractions={2} readOnly aria-hidden />
              <Text fw={700} aria-hidden>
                {athlete.rating.toFixed(1)}
              </Text>
            </Group>
          )}
          <Text size="sm" c="dimmed">
            {t.memberSince(formatDate(athlete.memberSince))}
          </Text>
        </Stack>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="sm"
              className={classes.share}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconLink size={16} aria-hidden />
              }
              onClick={copy}
            >
              {copied ? t.linkCopied : t.shareLink}
            </Button>
          )}
        </CopyButton>
      </div>
    </Paper>
  );
}
