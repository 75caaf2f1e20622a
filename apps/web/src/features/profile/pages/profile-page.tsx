import { type TAthleteProfile, profileTexts as t } from '@fhp/domain';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { afterPaintModule, useAfterPaintModule } from '../../../lib/after-paint-module';
import type { RouteHandle } from '../../../lib/route-prefetch';
import { useStagedReveal } from '../../../lib/use-staged-reveal';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { prefetchProfile, useProfile } from '../api/profile-api';
import { ProfileHeader } from '../components/profile-header';
import { RatingCard } from '../components/rating-card';

/** The cards after the first screen, in their own chunk (decision 0035). */
const laterCards = afterPaintModule(() => import('../components/later-cards'));

function ProfileSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton h={320} radius="md" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Skeleton h={200} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * The profile is asked for beside /api/me, not after it (lib/route-prefetch.ts); the later
 * cards' code is there before the server's preview is drawn or hydrated.
 */
export const handle: RouteHandle = { prefetch: prefetchProfile, modules: () => laterCards.load() };

/**
 * /admin/profile: every field of the athlete's profile, each editable one with its own edit,
 * save and message; the address editor, photo and QR code, video links, social media,
 * teammates, rating visibility, the school IP-contract offer and the parental consent status.
 * The h1 is the panel's top bar ('Profile').
 */
export default function ProfilePage() {
  usePageTitle(t.pageTitle);
  const profile = useProfile();
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <ErrorState
        title={t.loadFailed}
        message={profile.error.message}
        onRetry={() => profile.refetch()}
      />
    );
  }
  return <ProfileCards profile={profile.data} />;
}

/**
 * The cards, drawn in reading order a few at a time (the header and rating first, the phone's
 * first screen): drawn at once, the form's dozens of inputs, buttons and tooltips made one
 * task of about a second on a mid-range phone (decision 0032). The later cards' code is asked
 * for once the first screen is painted, and the steps after the first wait for it; cards are
 * only ever added below those shown, so nothing moves (decision 0035).
 */
function ProfileCards({ profile: p }: { profile: TAthleteProfile }) {
  const later = useAfterPaintModule(laterCards);
  // The first step alone until the later cards' code is there, then one step at a time.
  const shown = useStagedReveal(later ? 5 : 1);
  return (
    <Grid gap="lg" maw={1180} mx="auto">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <ProfileHeader profile={p} />
          <RatingCard profile={p} />
          {later && shown >= 2 && <later.ParentalConsentCard profile={p} />}
          {later && shown >= 2 && <later.QrCodeCard profile={p} />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          {later && shown >= 3 && <later.IpContractOffer profile={p} />}
          {later && shown >= 3 && <later.BioCard profile={p} />}
          {later && shown >= 3 && <later.PersonalDetailsCard profile={p} />}
          {later && shown >= 4 && <later.RatesCard profile={p} />}
          {later && shown >= 4 && <later.AddressCard profile={p} />}
          {later && shown >= 5 && <later.SocialMediaCard profile={p} />}
          {later && shown >= 5 && <later.TeammatesCard profile={p} />}
          {later && shown >= 5 && <later.LinksCard profile={p} />}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
