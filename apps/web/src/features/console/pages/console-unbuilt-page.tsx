import { consoleRouteTitle } from '@fhp/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';

/** A console menu entry whose screen is being built (issue 34); gone once every screen exists. */
export default function ConsoleUnbuiltPage() {
  const { pathname } = useLocation();
  return (
    <Stack gap="xs">
      <Title order={2}>{consoleRouteTitle(pathname)}</Title>
      <Text c="dimmed">This screen of the console is being built.</Text>
    </Stack>
  );
}
