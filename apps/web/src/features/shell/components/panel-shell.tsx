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
import { usePanelPreview } from '../../../lib/panel-preview';
import { Brand, BrandMark } from '../../../ui/brand';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { PanelShellSkeleton } from '../../../ui/panel-shell-skeleton';
import { MAIN_CONTENT_ID, SkipLink, skipTargetClass } from '../../../ui/skip-link';
import { usePageTitle } from '../../../ui/use-page-title';
import { ChatRateBanner } from './chat-rate-banner';
import { NotificationBell } from './notification-bell';
import { PanelMenu } from './panel-menu';
import classes from './panel-shell.module.css';
import { useLogoutConfirm } from './use-logout';

/** The spec's mobile layout applies below 768px (Mantine's sm breakpoint is 48em). */
export const MOBILE_QUERY = '(max-width: 47.99em)';

const ui = panelUiMessages;

/**
 * The athlete panel's layout (/admin/*): a skip link to the page, top bar with logo, the current route's title, the
 * notification bell and Logout; the side menu (a drawer below 768px); the chat-rate banner;
 * and the page.
 */
export function PanelShell() {
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const confirmLogout = useLogoutConfirm();
  const preview = usePanelPreview();
  const title = athleteRouteTitle(pathname);
  // Every panel route, built or placeholder, is named in the tab by its menu title.
  usePageTitle(title);

  // Navigating (from the drawer or anywhere else) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    drawer.close();
  }, [pathname]);

  // The server's preview of the page (decision 0038): inside the frame, whose layout is CSS's,
  // since this shell's depends on the screen's width, which the server does not know.
  if (preview) {
    return (
      <PanelShellSkeleton title={title}>
        <Outlet />
      </PanelShellSkeleton>
    );
  }

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
            {mobile && (
              <Burger
                opened={drawerOpened}
                onClick={drawer.toggle}
                size="sm"
                aria-label={drawerOpened ? ui.closeMenu : ui.openMenu}
                aria-expanded={drawerOpened}
              />
            )}
            {/* Named by its visible text; the phone's mark alone has no text, so it is labelled. */}
            <Anchor
              component={Link}
              to="/admin/index"
              underline="never"
              aria-label={mobile ? ui.homeLink : undefined}
            >
              {mobile ? <BrandMark size={32} /> : <Brand size={32} />}
            </Anchor>
            <Title order={1} className={classes.title} lineClamp={1} ml={mobile ? 0 : 'md'}>
              {title}
            </Title>
          </Group>
          <Group gap={mobile ? 4 : 'sm'} wrap="nowrap">
            <NotificationBell mobile={mobile} />
            {mobile ? (
              <ActionIcon
                variant="subtle"
                color="gray.8"
                size={40}
                radius="xl"
                aria-label={shellPanelMessages.logout}
                onClick={confirmLogout}
              >
                <IconLogout size={22} stroke={1.8} aria-hidden />
              </ActionIcon>
            ) : (
              <Button
                variant="light"
                leftSection={<IconLogout size={18} aria-hidden />}
                onClick={confirmLogout}
              >
                {shellPanelMessages.logout}
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      {!mobile && (
        <AppShell.Navbar aria-label={ui.mainMenu} className={classes.navbar}>
          <AppShell.Section grow component={ScrollArea} p="sm">
            <PanelMenu />
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      {mobile && (
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
      )}

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={skipTargetClass}>
        <ChatRateBanner />
        <Suspense fallback={<ContentSkeleton withTitle rows={4} />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
