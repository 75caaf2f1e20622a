import { messages } from '@fhp/domain';
import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

const t = messages.authPages;

/** /auth/register until athlete sign-up ships: says so and leads to login. */
export default function RegisterPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>{t.registerTitle}</Title>
      <Paper withBorder p="lg">
        <Stack gap="sm" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconUserPlus size={26} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="h3">
            {t.registerComingTitle}
          </Title>
          <Text c="dimmed">{t.registerComingBody}</Text>
          <Anchor component={Link} to="/terms-and-conditions?register" size="sm">
            {t.registerTermsLink}
          </Anchor>
        </Stack>
      </Paper>
      <Text size="sm">{t.alreadyHaveAccount}</Text>
      <Button component={Link} to="/auth/login" size="md" fullWidth>
        {t.loginLink}
      </Button>
    </Stack>
  );
}
