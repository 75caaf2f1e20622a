import { shellMessages } from '@fhp/domain';
import { Center, Loader } from '@mantine/core';

/** Centred spinner for route transitions and first loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : 240} role="status" aria-label={shellMessages.loading}>
      <Loader />
    </Center>
  );
}
