import type { TAthleteProfile } from '@fhp/domain';
import { profileTexts as t } from '@fhp/domain';
import { Avatar, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { ImageUploadButton } from './image-upload-button';
import classes from './profile.module.css';
import { ProfileCard } from './profile-card';

const initials = (p: TAthleteProfile) =>
  `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();

/** The photo card: photo with Change image, name, athlete ID, sport | state and e-mail. */
export function ProfileHeader({ profile }: { profile: TAthleteProfile }) {
  return (
    <Card component="section" p="lg" aria-label={profile.name}>
      <Card.Section className={classes.hero} />
      <Stack align="center" gap="xs" className={classes.heroBody}>
        <Avatar
          src={profile.photoUrl}
          alt={profile.photoUrl ? t.photoAlt : undefined}
          size={112}
          radius={112}
          color="brand"
          className={classes.photo}
        >
          {initials(profile)}
        </Avatar>
        <Title order={2} fz="h3" ta="center" className={classes.wrap}>
          {profile.name}
        </Title>
        <Group gap={6} justify="center">
          <Badge variant="light" size="lg">{`${t.athleteIdLabel} ${profile.athleteNumber}`}</Badge>
          {profile.athleteType && (
            <Badge variant="light" color="accent" size="lg">
              {profile.athleteType}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" ta="center" className={classes.wrap}>
          {`${profile.sport ?? t.notSet} | ${profile.state ?? t.notSet}`}
        </Text>
        <Text size="sm" ta="center" className={classes.wrap}>
          {profile.email}
        </Text>
        <ImageUploadButton which="photo" label={t.changeImage} />
      </Stack>
    </Card>
  );
}

/** The QR code image with Change QR code. */
export function QrCodeCard({ profile }: { profile: TAthleteProfile }) {
  return (
    <ProfileCard title={t.qrCodeTitle} icon={<IconQrcode size={22} aria-hidden />}>
      <Stack align="center" gap="sm">
        {profile.qrCodeUrl ? (
          <Image
            src={profile.qrCodeUrl}
            alt={t.qrCodeAlt}
            className={classes.qrImage}
            fit="contain"
          />
        ) : (
          <Stack align="center" justify="center" gap={4} className={classes.qrPlaceholder}>
            <IconQrcode size={40} aria-hidden />
            <Text size="sm">{t.noQrCode}</Text>
          </Stack>
        )}
        <ImageUploadButton which="qrCode" label={t.changeQrCode} />
      </Stack>
    </ProfileCard>
  );
}
