import { type TAthleteProfile, profileTexts as t } from '@fhp/domain';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RouteHandle } from '../../../lib/route-prefetch';
import { useStagedReveal } from '../../../lib/use-staged-reveal';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { prefetchProfile, useProfile } from '../api/profile-api';
import { ProfileHeader } from '../components/profile-header';
import { RatingCard } from '../components/rating-card';

type LaterCards = typeof import('../components/later-cards');
let laterCards: Promise<LaterCards> | undefined;

/**
 * The cards after the first screen, in their own chunk (components/later-cards.ts), asked for
 * once the first screen has been painted (a frame callback runs before the paint, a task queued
 * from it after): asked for with it, the chunk would share the link with what that paint needs.
 */
function loadLaterCards(): Promise<LaterCards> {
  laterCards ??= new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  }).then(() => import('../components/later-cards'));
  return laterCards;
}
const later = <K extends keyof LaterCards>(name: K) =>
  lazy(async () => ({ default: (await loadLaterCards())[name] }));
const ParentalConsentCard = later('ParentalConsentCard');
const QrCodeCard = later('QrCodeCard');
const IpContractOffer = later('IpContractOffer');
const PersonalDetailsCard = later('PersonalDetailsCard');
const RatesCard = later('RatesCard');
const AddressCard = later('AddressCard');
const SocialMediaCard = later('SocialMediaCard');
const TeammatesCard = later('TeammatesCard');
const LinksCard = later('LinksCard');

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

/** The profile is asked for beside /api/me, not after it (lib/route-prefetch.ts). */
export const handle: RouteHandle = { prefetch: prefetchProfile };

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
 * for once the first screen is painted; each step is a transition, so the screen keeps what it
 * shows until that code has arrived (no fallback in between) and nothing moves (decision 0035).
 */
function ProfileCards({ profile: p }: { profile: TAthleteProfile }) {
  const shown = useStagedReveal(5);
  return (
    <Suspense fallback={null}>
      <Grid gap="lg" maw={1180} mx="auto">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <ProfileHeader profile={p} />
            <RatingCard profile={p} />
            {shown >= 2 && <ParentalConsentCard profile={p} />}
            {shown >= 2 && <QrCodeCard profile={p} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {shown >= 3 && <IpContractOffer profile={p} />}
            {shown >= 3 && <PersonalDetailsCard profile={p} />}
            {shown >= 4 && <RatesCard profile={p} />}
            {shown >= 4 && <AddressCard profile={p} />}
            {shown >= 5 && <SocialMediaCard profile={p} />}
            {shown >= 5 && <TeammatesCard profile={p} />}
            {shown >= 5 && <LinksCard profile={p} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Suspense>
  );
}
