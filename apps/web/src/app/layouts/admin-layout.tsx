import { Anchor, AppShell, Container, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../features/session';
import { Brand } from '../../ui/brand';
import { PageLoader } from '../../ui/page-loader';

/**
 * Placeholder shell of the athlete panel (/admin/*). The menu, notification bell and logout
 * arrive with the panel's issues; pages render in the Outlet.
 */
export function AdminLayout() {
  const { user } = useSession();
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor
              component={Link}
              to="/admin/index"
              underline="never"
              aria-label="FHP athlete panel"
            >
              <Brand size={32} />
            </Anchor>
            {user && (
              <Text fw={600} truncate>
                {user.name}
              </Text>
            )}
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
