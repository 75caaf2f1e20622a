import { Box, Container, Group, Skeleton } from '@mantine/core';
import { Brand } from '../../ui/brand';
import { ContentSkeleton } from '../../ui/content-skeleton';
import classes from './public-layout.module.css';

/**
 * The fan area's frame while the session loads: FanLayout's header (logo, grey blocks for the
 * links and Sign out) and a page-shaped skeleton, so the real layout replaces it without a jump.
 */
export function FanLayoutSkeleton() {
  return (
    <Box className={classes.shell}>
      <Box component="header" className={classes.header}>
        <Container h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Brand size={32} />
            <Group gap="sm" wrap="nowrap" visibleFrom="sm">
              <Skeleton h={32} w={110} radius="xl" />
              <Skeleton h={32} w={120} radius="xl" />
              <Skeleton h={36} w={110} radius="xl" />
            </Group>
            <Skeleton h={32} w={32} radius="md" hiddenFrom="sm" />
          </Group>
        </Container>
      </Box>
      <Box className={classes.main}>
        <Container>
          <ContentSkeleton withTitle rows={4} />
        </Container>
      </Box>
    </Box>
  );
}
