import { shellMessages } from '@fhp/domain';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/use-page-title';

export default function NotFoundPage() {
  usePageTitle(shellMessages.pageNotFoundTitle);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={96} fw={900} lh={1} c="brand.7" aria-hidden>
          404
        </Text>
        <Title order={1}>{shellMessages.pageNotFoundTitle}</Title>
        <Text c="dimmed">{shellMessages.pageNotFoundBody}</Text>
        <Button component={Link} to="/home" size="md">
          {shellMessages.goBackHome}
        </Button>
      </Stack>
    </Container>
  );
}
