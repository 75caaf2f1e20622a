import { ATHLETE_LOGIN_PATH, FAN_PATHS, fansTexts, shellMessages } from '@fhp/domain';
import { ActionIcon, Anchor, Box, Button, Container, Group, Menu, Text } from '@mantine/core';
import { IconLogin2, IconMenu2, IconSearch } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { KeepTypedText } from '../../lib/keep-typed-text';
import { useKnownSession } from '../../lib/session';
import { Brand } from '../../ui/brand';
import { ContentSkeleton } from '../../ui/content-skeleton';
import { MAIN_CONTENT_ID, SkipLink, skipTargetClass } from '../../ui/skip-link';
import { AccountLinks, AccountMenuItems } from './public-account';
import classes from './public-layout.module.css';

/**
 * The header's links: the directory for everyone; for a signed-in account their name, area and
 * Sign out (known without asking: the server put /api/me's answer into the page it served for
 * the session, or the app read it since), else the two sign-ins. Below 768px they fold into
 * one menu.
 */
function HeaderLinks() {
  const { user } = useKnownSession();
  return (
    <>
      <Group gap="xs" wrap="nowrap" visibleFrom="sm">
        <Button
          component={Link}
          to={FAN_PATHS.findAthletes}
          variant="subtle"
          color="gray.8"
          c="gray.9"
          size="sm"
          leftSection={<IconSearch size={16} aria-hidden />}
        >
          {fansTexts.findAthletes}
        </Button>
        {user ? (
          <AccountLinks user={user} />
        ) : (
          <>
            <Button component={Link} to={FAN_PATHS.login} variant="subtle" size="sm">
              {fansTexts.fanSignIn}
            </Button>
            <Button component={Link} to={ATHLETE_LOGIN_PATH} variant="light" size="sm">
              {fansTexts.athleteSignIn}
            </Button>
          </>
        )}
      </Group>
      {/* No focus placeholder: Mantine's is a focusable role="presentation" div inside
          role="menu", which axe reports as a child a menu may not hold (aria-required-children).
          The dropdown's own key handler still takes the arrow keys to the items. */}
      <Menu position="bottom-end" width={220} shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon
            hiddenFrom="sm"
            variant="subtle"
            color="gray.8"
            c="gray.9"
            size={40}
            aria-label={fansTexts.openMenu}
          >
            <IconMenu2 size={22} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={FAN_PATHS.findAthletes}
            leftSection={<IconSearch size={16} aria-hidden />}
          >
            {fansTexts.findAthletes}
          </Menu.Item>
          {user ? (
            <AccountMenuItems user={user} />
          ) : (
            <>
              <Menu.Item
                component={Link}
                to={FAN_PATHS.login}
                leftSection={<IconLogin2 size={16} aria-hidden />}
              >
                {fansTexts.fanSignIn}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={ATHLETE_LOGIN_PATH}
                leftSection={<IconLogin2 size={16} aria-hidden />}
              >
                {fansTexts.athleteSignIn}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

/** Header, page and footer for the public pages (home, info pages, auth placeholders). */
export function PublicLayout() {
  return (
    <Box className={classes.shell}>
      <SkipLink />
      <Box component="header" className={classes.header}>
        <Container h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            {/* Named by its visible text (the logo's "FHP"), as WCAG 2.5.3 asks. */}
            <Anchor component={Link} to="/home" underline="never">
              <Brand size={32} />
            </Anchor>
            <HeaderLinks />
          </Group>
        </Container>
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={`${classes.main} ${skipTargetClass}`}
      >
        <Suspense
          fallback={
            <Container py="xl">
              <ContentSkeleton withTitle rows={4} rowHeight={20} />
            </Container>
          }
        >
          <KeepTypedText>
            <Outlet />
          </KeepTypedText>
        </Suspense>
      </Box>
      <Box component="footer" className={classes.footer}>
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
