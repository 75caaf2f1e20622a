import { Box, Group, Skeleton, Stack } from '@mantine/core';
import { Brand } from './brand';
import { ContentSkeleton } from './content-skeleton';
import classes from './panel-shell-skeleton.module.css';
import skeletons from './skeleton-group.module.css';

const MENU_ROWS = 10;

/**
 * The athlete panel's frame while its code or the session loads (first visit to /admin/…): the
 * sizes of features/shell PanelShell (top bar, menu column from the sm breakpoint), the logo,
 * and grey blocks for the title, Logout, the menu and the page, so the real shell replaces it
 * without a jump. Plain boxes rather than AppShell, which would weigh on every first load.
 */
export function PanelShellSkeleton() {
  return (
    <>
      <Box component="header" className={classes.header}>
        <Group h={64} px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Brand size={32} />
            <Skeleton h={24} w={160} radius="sm" visibleFrom="sm" />
          </Group>
          <Skeleton h={36} w={{ base: 72, sm: 110 }} radius="md" />
        </Group>
      </Box>
      <Box component="nav" className={classes.navbar} aria-hidden>
        <Stack gap="sm" className={skeletons.group}>
          {Array.from({ length: MENU_ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
            <Skeleton key={i} h={28} radius="md" />
          ))}
        </Stack>
      </Box>
      <Box className={classes.main}>
        <ContentSkeleton withTitle rows={4} />
      </Box>
    </>
  );
}
