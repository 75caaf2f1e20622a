import { profileMessages, type TAthleteProfile, profileTexts as t } from '@fhp/domain';
import { Badge, Group, Rating, Stack, Switch, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useRatingVisibilityMutation } from '../api/profile-api';
import { ProfileCard } from './profile-card';

const m = profileMessages;

/** The rating, and its visibility switch only once a rating exists ('pending' before). */
export function RatingCard({ profile }: { profile: TAthleteProfile }) {
  const mutation = useRatingVisibilityMutation();
  const rating = profile.rating;
  return (
    <ProfileCard title={t.ratingTitle} icon={<IconStar size={22} aria-hidden />}>
      {rating === null ? (
        <Stack gap="xs">
          <Group>
            <Badge variant="light" color="gray" size="lg">
              {m.ratingPending}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {m.ratingNotAvailable}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Group gap="xs">
            <Rating value={rating} fractions={2} readOnly aria-hidden />
            <Text fw={700}>{rating.toFixed(1)}</Text>
          </Group>
          <Switch
            label={m.ratingSwitchLabel}
            aria-describedby="rating-visibility-hint"
            checked={profile.showRating}
            disabled={mutation.isPending}
            onChange={(event) =>
              mutation.mutate(event.currentTarget.checked, {
                onSuccess: notifySaved,
                onError: notifyFailed,
              })
            }
          />
          <Text size="sm" c="dimmed" id="rating-visibility-hint">
            {t.ratingHint}
          </Text>
        </Stack>
      )}
    </ProfileCard>
  );
}
