import { athleteRouteTitle, panelUiMessages, shellPanelMessages } from '@fhp/domain';
import {
  ActionIcon,
  Anchor,
  AppShell,
  Box,
  Burger,
  Button,
  Drawer,
  Group,
  ScrollArea,
  Title,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import type { RouteHandle } from '../../../lib/route-prefetch';
import { Brand, BrandMark } from '../../../ui/brand';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { MAIN_CONTENT_ID, SkipLink, skipTargetClass } from '../../../ui/skip-link';
import { usePageTitle } from '../../../ui/use-page-title';
import { prefetchNotificationSummary } from '../api/notifications-summary';
import { ChatRateBanner } from './chat-rate-banner';
import { NotificationBell } from './notification-bell';
import { PanelMenu } from './panel-menu';
import classes from './panel-shell.module.css';
import { TOP_BAR_ICON_BUTTON } from './top-bar-icon-button';
import { useLogoutConfirm } from './use-logout';

/** The desktop layout from Mantine's sm breakpoint (48em, 768px), the spec's mobile one below. */
const DESKTOP_QUERY = '(min-width: 48em)';

const ui = panelUiMessages;

/** The layout route's: every panel page's first render reads the bell's summary. */
export const handle: RouteHandle = { prefetch: prefetchNotificationSummary };

/**
 * The athlete panel's layout (/admin/*): a skip link to the page, top bar with logo, the current
 * route's title, the notification bell and Logout; the side menu (a drawer below 768px); the
 * chat-rate banner; and the page.
 *
 * Its phone and desktop forms are chosen by CSS (`hiddenFrom`/`visibleFrom` the sm breakpoint),
 * not by a media query read in JavaScript: the server draws it for a signed-in athlete without
 * knowing the screen's width, and the browser hydrates that markup as it is (decision 0039).
 */
export function PanelShell() {
  const [drawerOpened, drawer] = useDisclosure(false);
  // Read after the first render (the server's has no screen): only to close the drawer when the
  // screen widens past it (a phone turned sideways), where the menu column takes its place.
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { pathname } = useLocation();
  const confirmLogout = useLogoutConfirm();
  const title = athleteRouteTitle(pathname);
  // Every panel route, built or placeholder, is named in the tab by its menu title.
  usePageTitle(title);

  // Navigating (from the drawer or anywhere else), or the screen widening, closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the changes are the triggers.
  useEffect(() => {
    drawer.close();
  }, [pathname, desktop]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header className={classes.header}>
        <Group h={64} px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              hiddenFrom="sm"
              opened={drawerOpened}
              onClick={drawer.toggle}
              size="sm"
              aria-label={drawerOpened ? ui.closeMenu : ui.openMenu}
              aria-expanded={drawerOpened}
            />
            <Anchor component={Link} to="/admin/index" underline="never">
              {/* The full logo is named by its text; the phone's mark alone by the link's purpose. */}
              <Box visibleFrom="sm">
                <Brand size={32} />
              </Box>
              <Box hiddenFrom="sm" role="img" aria-label={ui.homeLink} className={classes.mark}>
                <BrandMark size={32} />
              </Box>
            </Anchor>
            <Title order={1} className={classes.title} lineClamp={1}>
              {title}
            </Title>
          </Group>
          <Box className={classes.actions}>
            <NotificationBell />
            <ActionIcon
              hiddenFrom="sm"
              {...TOP_BAR_ICON_BUTTON}
              aria-label={shellPanelMessages.logout}
              onClick={confirmLogout}
            >
              <IconLogout size={22} stroke={1.8} aria-hidden />
            </ActionIcon>
            <Button
              visibleFrom="sm"
              variant="light"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={confirmLogout}
            >
              {shellPanelMessages.logout}
            </Button>
          </Box>
        </Group>
      </AppShell.Header>

      {/* Hidden, not only moved aside, on a phone: its links must not take the keyboard's focus. */}
      <AppShell.Navbar aria-label={ui.mainMenu} className={classes.navbar} visibleFrom="sm">
        <AppShell.Section grow component={ScrollArea} p="sm">
          <PanelMenu />
        </AppShell.Section>
      </AppShell.Navbar>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={300}
        title={<Brand size={28} />}
        closeButtonProps={{ 'aria-label': ui.closeMenu }}
      >
        <Box component="nav" aria-label={ui.mainMenu}>
          <PanelMenu onNavigate={drawer.close} />
        </Box>
      </Drawer>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={skipTargetClass}>
        <ChatRateBanner />
        <Suspense fallback={<ContentSkeleton withTitle rows={4} />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
