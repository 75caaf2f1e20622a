import { schoolAreaTexts as t } from '@fhp/domain';
import { Badge, Center, Container, Group, Paper } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '../../../ui/brand';
import { PageLoader } from '../../../ui/page-loader';

/** /school/login: one card on a quiet background, the school area's mark above it. */
export function SchoolLoginLayout() {
  return (
    <Center mih="100dvh" bg="blue.0" px="xs" component="main">
      <Container size={460} w="100%" px={0}>
        <Group justify="center" gap="xs" mb="md">
          <BrandMark size={36} />
          <Badge size="lg" variant="light" color="blue" radius="sm">
            {t.brand}
          </Badge>
        </Group>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Container>
    </Center>
  );
}
