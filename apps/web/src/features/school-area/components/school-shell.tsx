import {
  formatUnread,
  notificationEndpoints,
  panelUiMessages,
  SCHOOL_PATHS,
  schoolRouteTitle,
  schoolAreaTexts as t,
} from '@fhp/domain';
import {
  ActionIcon,
  Anchor,
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Drawer,
  Group,
  ScrollArea,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { logout } from '../../../lib/session/logout';
import { BrandMark } from '../../../ui/brand';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { notifyFailed } from '../../../ui/notify';
import { MAIN_CONTENT_ID, SkipLink, skipTargetClass } from '../../../ui/skip-link';
import { usePageTitle } from '../../../ui/use-page-title';
import { SchoolMenu } from './school-menu';

/** Sign out at once, back to the school area's sign-in. */
function useSchoolSignOut() {
  const { setUser } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      notifyFailed(isApiError(error) ? error.message : panelUiMessages.logoutFailed);
      return;
    }
    setUser(null);
    navigate(SCHOOL_PATHS.login, { replace: true });
  }, [setUser, navigate]);
}

/**
 * The school administrator's area (/school/*): a top bar with the area's mark, the page's title,
 * the administrator and Sign out; the menu on the left (a drawer below 768px); the page. The
 * unread count is the bell's (GET /api/notifications/summary), refreshed live by the server's
 * notification events like every bell.
 */
export function SchoolShell() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const { user } = useSession();
  const signOut = useSchoolSignOut();
  const title = schoolRouteTitle(pathname);
  usePageTitle(`${title} · ${t.brand}`);
  const { data: summary } = useQuery({
    queryKey: queryKeys.notifications.summary,
    queryFn: ({ signal }) => callApi(notificationEndpoints.summary, {}, { signal }),
  });
  const unread = summary?.unreadCount ?? 0;
  const badges =
    unread > 0
      ? {
          [SCHOOL_PATHS.notifications]: (
            <Badge
              size="sm"
              color="red.9"
              circle={unread < 10}
              aria-label={`${formatUnread(unread)} unread`}
            >
              {unread > 99 ? '99+' : unread}
            </Badge>
          ),
        }
      : {};

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating is the trigger.
  useEffect(() => {
    drawer.close();
  }, [pathname]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={{ base: 'xs', sm: 'md' }}
    >
      <SkipLink />
      <AppShell.Header bg="blue.9" c="white" withBorder={false}>
        <Group h={56} px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              hiddenFrom="sm"
              color="white"
              opened={drawerOpened}
              onClick={drawer.toggle}
              size="sm"
              aria-label={drawerOpened ? t.closeMenu : t.openMenu}
              aria-expanded={drawerOpened}
            />
            <Anchor component={Link} to={SCHOOL_PATHS.home} underline="never" c="white">
              <Group gap={8} wrap="nowrap">
                <BrandMark size={28} ring />
                <Text fw={700} visibleFrom="sm" c="white">
                  {t.brand}
                </Text>
              </Group>
            </Anchor>
            <Title order={1} size="h4" c="blue.1" fw={500} lineClamp={1}>
              {title}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user && (
              <Badge variant="outline" color="blue.1" visibleFrom="sm" tt="none" radius="sm">
                {user.email}
              </Badge>
            )}
            <ActionIcon
              hiddenFrom="sm"
              variant="subtle"
              color="white"
              size="lg"
              aria-label={t.signOut}
              onClick={signOut}
            >
              <IconLogout size={20} aria-hidden />
            </ActionIcon>
            <Button
              visibleFrom="sm"
              variant="white"
              color="blue.9"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={signOut}
            >
              {t.signOut}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar aria-label={t.mainMenu} visibleFrom="sm">
        <AppShell.Section grow component={ScrollArea} p="xs">
          <SchoolMenu badges={badges} />
        </AppShell.Section>
      </AppShell.Navbar>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={280}
        title={t.brand}
        closeButtonProps={{ 'aria-label': t.closeMenu }}
      >
        <Box component="nav" aria-label={t.mainMenu}>
          <SchoolMenu onNavigate={drawer.close} badges={badges} />
        </Box>
      </Drawer>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={skipTargetClass} bg="gray.0">
        <Suspense fallback={<ContentSkeleton withTitle rows={6} />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
