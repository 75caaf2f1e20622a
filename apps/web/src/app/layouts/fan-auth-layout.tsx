import { fansTexts as t } from '@fhp/domain';
import { Container, Group, Paper, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { KeepTypedText } from '../../lib/keep-typed-text';
import { PageLoader } from '../../ui/page-loader';

/**
 * The fan sign-in, sign-up and password pages: one card in the public layout (its header links
 * the directory and the athlete sign-in), so a fan never lands in the athlete panel's frame.
 */
export function FanAuthLayout() {
  return (
    <Container size={520} px={{ base: 'xs', xs: 'md' }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Suspense fallback={<PageLoader />}>
          <KeepTypedText>
            <Outlet />
          </KeepTypedText>
        </Suspense>
      </Paper>
      <Group justify="center" gap={6} mt="md" wrap="nowrap">
        <IconShieldCheck size={16} aria-hidden color="var(--mantine-color-teal-8)" />
        <Text size="xs" c="dimmed">
          {t.trustNote}
        </Text>
      </Group>
    </Container>
  );
}
