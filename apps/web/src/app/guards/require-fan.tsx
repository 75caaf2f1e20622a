import { FAN_PATHS, type TRole, fansTexts as t } from '@fhp/domain';
import { Anchor, Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { DEFAULT_AFTER_LOGIN_PATH } from '../../lib/session/redirects';
import { Brand } from '../../ui/brand';
import { ErrorState } from '../../ui/error-state';
import { FanLayoutSkeleton } from '../layouts/fan-layout-skeleton';

/** Where each other role's own area starts (fans never see this). */
function ownAreaPath(role: TRole): string {
  return role === 'athlete' ? DEFAULT_AFTER_LOGIN_PATH : '/home';
}

/** A signed-in athlete or operator who opened the fan area: say so, and link their own area. */
function OtherArea({ name, role }: { name: string; role: TRole }) {
  return (
    <Container size={560} py="xl">
      {/* Named by its visible text (the logo's "FHP"), as WCAG 2.5.3 asks. */}
      <Anchor
        component={Link}
        to="/home"
        underline="never"
        display="block"
        w="fit-content"
        mx="auto"
        mb={48}
      >
        <Brand size={32} />
      </Anchor>
      <Stack align="center" gap="md" ta="center" role="alert">
        <ThemeIcon size={56} radius="xl" variant="light" color="accent">
          <IconUserExclamation size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t.otherAreaTitle}
        </Title>
        <Text c="dimmed">{t.otherAreaText(name)}</Text>
        <Button component={Link} to={ownAreaPath(role)}>
          {t.goToOwnArea}
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * /fan/* (but sign-in and sign-up) is for signed-in fans: while /api/me answers, the fan
 * area's frame; signed out, the fan sign-in with ?redirect= back here.
 */
export function RequireFan() {
  const { status, user, error, refresh, signedOutByUser } = useSession();
  const location = useLocation();

  if (status === 'loading') return <FanLayoutSkeleton />;
  if (status === 'error') {
    return <ErrorState message={error?.message} onRetry={() => void refresh()} />;
  }
  if (status === 'signed-out' || !user) {
    // After Sign out the next visitor should not land on the page the last one left.
    if (signedOutByUser) return <Navigate to={FAN_PATHS.login} replace />;
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${FAN_PATHS.login}?redirect=${redirect}`} replace />;
  }
  if (user.role !== 'fan') return <OtherArea name={user.name} role={user.role} />;
  return <Outlet />;
}
