import { CONSOLE_PATHS, consoleRouteTitle, formatUnread, consoleMessages as t } from '@fhp/domain';
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
import { IconInbox, IconLogout } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { BrandMark } from '../../../ui/brand';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { MAIN_CONTENT_ID, SkipLink, skipTargetClass } from '../../../ui/skip-link';
import { usePageTitle } from '../../../ui/use-page-title';
import { useInboxUnread } from '../api/inbox-summary';
import { ConsoleMenu } from './console-menu';
import { useConsoleSignOut } from './use-console-sign-out';

/**
 * The operators' console (/console/*): a dark top bar with the console's mark, the page's title,
 * the operator and Sign out; the menu on the left (a drawer below 768px); the page. Phone and
 * desktop forms are chosen by CSS, like the athlete panel's.
 */
export function ConsoleShell() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const { user } = useSession();
  const signOut = useConsoleSignOut();
  const title = consoleRouteTitle(pathname);
  usePageTitle(`${title} · ${t.brand}`);
  const unread = useInboxUnread();
  const badges =
    unread && unread > 0
      ? {
          [CONSOLE_PATHS.inbox]: (
            <Badge
              size="sm"
              // red.9: white on it passes WCAG AA (red.6 does not).
              color="red.9"
              circle={unread < 10}
              aria-label={t.unreadCount(formatUnread(unread))}
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
      <AppShell.Header bg="dark.7" c="white" withBorder={false}>
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
            <Anchor component={Link} to={CONSOLE_PATHS.inbox} underline="never" c="white">
              <Group gap={8} wrap="nowrap">
                <BrandMark size={28} ring />
                <Text fw={700} visibleFrom="sm" c="white">
                  {t.brand}
                </Text>
              </Group>
            </Anchor>
            <Title order={1} size="h4" c="gray.3" fw={500} lineClamp={1}>
              {title}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {unread !== undefined && (
              <Button
                component={Link}
                to={CONSOLE_PATHS.inbox}
                variant={unread > 0 ? 'filled' : 'subtle'}
                // On the dark top bar: white on red.9, or light grey when nothing waits (AA).
                color={unread > 0 ? 'red.9' : 'gray.3'}
                size="xs"
                leftSection={<IconInbox size={16} aria-hidden />}
                aria-label={t.unreadCount(formatUnread(unread))}
                title={t.unreadCount(formatUnread(unread))}
              >
                {formatUnread(unread)}
              </Button>
            )}
            {user && (
              <Badge variant="outline" color="gray.4" visibleFrom="sm" tt="none" radius="sm">
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
              color="dark"
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
          <ConsoleMenu badges={badges} />
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
          <ConsoleMenu onNavigate={drawer.close} badges={badges} />
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
