import {
  CONTEST_LIST_PATHS,
  chatsTexts,
  FAN_PATHS,
  shellMessages,
  statementsTexts,
  fansTexts as t,
} from '@fhp/domain';
import {
  Anchor,
  Avatar,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconLogout,
  IconMessageCircle,
  IconReceipt,
  IconReportMoney,
  IconSearch,
  IconTrophy,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { ConfirmEmailNotice } from '../../features/email-confirmation/components/confirm-email-notice';
import { FanNotificationBell } from '../../features/notifications/components/fan-notification-bell';
import { useSession } from '../../lib/session';
import { logout } from '../../lib/session/logout';
import { Brand } from '../../ui/brand';
import { ContentSkeleton } from '../../ui/content-skeleton';
import { notifyFailed } from '../../ui/notify';
import { MAIN_CONTENT_ID, SkipLink, skipTargetClass } from '../../ui/skip-link';
import fan from './fan-layout.module.css';
import classes from './public-layout.module.css';

const LINKS = [
  { to: FAN_PATHS.findAthletes, label: t.findAthletes, icon: IconSearch },
  { to: FAN_PATHS.purchases, label: t.myPurchases, icon: IconReceipt },
  { to: FAN_PATHS.chats, label: chatsTexts.myChats, icon: IconMessageCircle },
  { to: FAN_PATHS.groupChats, label: t.myGroupChats, icon: IconUsersGroup },
  { to: CONTEST_LIST_PATHS.brand_ambassador, label: t.contests, icon: IconTrophy },
  { to: FAN_PATHS.statements, label: statementsTexts.giving.navLabel, icon: IconReportMoney },
] as const;

/**
 * Ends the session on the server, then returns to the public home page and forgets the session
 * there (forgotten first, the fan area's guard would send the fan to its sign-in instead).
 */
function useSignOut() {
  const { setUser } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await navigate('/home', { replace: true });
      setUser(null);
    },
    onError: () => notifyFailed(t.signOutFailed),
  });
}

function initials(first: string, last: string) {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/**
 * The fan area's layout (/fan/*): the brand, "Find athletes", "My purchases", the fan's name and
 * Sign out, and the notifications bell with its unread count; below 768px the bell stays and a
 * menu button opens the rest in a drawer. Its own frame, not the athlete panel's (no side menu).
 */
export function FanLayout() {
  const { user } = useSession();
  const signOut = useSignOut();
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();

  // Navigating from the drawer (or anywhere) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    drawer.close();
  }, [pathname]);

  const name = user?.name ?? '';
  const avatar = (
    <Avatar color="brand" radius="xl" size={32} aria-hidden>
      {user ? initials(user.firstName, user.lastName) : null}
    </Avatar>
  );

  return (
    <Box className={classes.shell}>
      <SkipLink />
      <Box component="header" className={`${classes.header} ${fan.noPrint}`}>
        <Container h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            {/* Named by its visible text (the logo's "FHP"), as WCAG 2.5.3 asks. */}
            <Anchor component={Link} to="/home" underline="never">
              <Brand size={32} />
            </Anchor>
            {/* The links, the bell and the account fit one line from `lg`; below, the drawer. */}
            <Group
              component="nav"
              aria-label={t.areaMenuLabel}
              gap={4}
              wrap="nowrap"
              visibleFrom="lg"
            >
              {/* Words only, closely set: six links, the bell and the account on one line. */}
              {LINKS.map(({ to, label }) => (
                <Button
                  key={to}
                  component={NavLink}
                  to={to}
                  variant="subtle"
                  color="gray.8"
                  c={pathname.startsWith(to) ? 'brand.8' : 'gray.9'}
                  className={fan.navLink}
                  px="xs"
                >
                  {label}
                </Button>
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <FanNotificationBell />
              <Group gap="sm" wrap="nowrap" visibleFrom="lg">
                {avatar}
                <Text
                  fw={600}
                  size="sm"
                  truncate
                  className={fan.name}
                  title={t.signedInAs(name)}
                  visibleFrom="xl"
                >
                  {name}
                </Text>
                <Button
                  variant="light"
                  leftSection={<IconLogout size={18} aria-hidden />}
                  loading={signOut.isPending}
                  onClick={() => signOut.mutate()}
                >
                  {t.signOut}
                </Button>
              </Group>
              <Burger
                hiddenFrom="lg"
                opened={drawerOpened}
                onClick={drawer.toggle}
                size="sm"
                aria-label={drawerOpened ? t.closeMenu : t.openMenu}
                aria-expanded={drawerOpened}
              />
            </Group>
          </Group>
        </Container>
      </Box>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size={300}
        hiddenFrom="lg"
        title={<Brand size={28} />}
        closeButtonProps={{ 'aria-label': t.closeMenu }}
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            {avatar}
            <Text fw={600} truncate>
              {name}
            </Text>
          </Group>
          <Divider />
          <Stack component="nav" aria-label={t.areaMenuLabel} gap={4}>
            {LINKS.map(({ to, label, icon: Icon }) => (
              <Button
                key={to}
                component={NavLink}
                to={to}
                variant="subtle"
                color="gray.8"
                c={pathname.startsWith(to) ? 'brand.8' : 'gray.9'}
                justify="flex-start"
                size="md"
                className={fan.navLink}
                leftSection={<Icon size={20} aria-hidden />}
              >
                {label}
              </Button>
            ))}
          </Stack>
          <Divider />
          <Button
            variant="light"
            leftSection={<IconLogout size={18} aria-hidden />}
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {t.signOut}
          </Button>
        </Stack>
      </Drawer>

      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={`${classes.main} ${skipTargetClass}`}
      >
        <Container>
          <ConfirmEmailNotice />
          <Suspense fallback={<ContentSkeleton withTitle rows={4} />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>

      <Box component="footer" className={`${classes.footer} ${fan.noPrint}`}>
        <Container>
          <Text size="xs" c="dimmed" ta="center">
            {shellMessages.nilDisclaimer}
          </Text>
          <Text size="xs" c="dimmed" ta="center" mt={4}>
            © {new Date().getFullYear()} {shellMessages.brandName}
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
