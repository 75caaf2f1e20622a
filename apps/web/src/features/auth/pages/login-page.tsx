import { shellMessages } from '@fhp/domain';
import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * /auth/login until sign-in ships: it explains what is coming instead of showing a form
 * that cannot work, and offers a way back.
 */
export default function LoginPage() {
  return (
    <Container size="xs">
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconLogin2 size={34} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {shellMessages.signInComingTitle}
          </Title>
          <Text c="dimmed">{shellMessages.signInComingBody}</Text>
          <Button component={Link} to="/home" size="md">
            {shellMessages.goBackHome}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
