import { shellMessages } from '@fhp/domain';
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../ui/brand';
import { ContentSkeleton } from '../../ui/content-skeleton';
import { MAIN_CONTENT_ID, SkipLink, skipTargetClass } from '../../ui/skip-link';
import classes from './public-layout.module.css';

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
            <Button component={Link} to="/auth/login" variant="light" size="sm">
              Athlete sign in
            </Button>
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
          <Outlet />
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
