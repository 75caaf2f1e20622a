import { Anchor, Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Brand } from '../../ui/brand';

/**
 * A signed-in person who opened an area that is not for their account (a fan in the athlete
 * panel, an athlete in the fan area): say so, and link their own area, rather than render screens
 * whose every request would be refused.
 */
export default function OtherAreaNotice({
  title,
  text,
  to,
  action,
}: {
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <Container size={560} py="xl">
      {/* Named by its visible text (the logo's "FHP"), as WCAG 2.5.3 asks. */}
      <Anchor
        component={Link}
        to="/home"
        underline="never"
        display="block"
        w="fit-content"
        mx="auto"
        mb={48}
      >
        <Brand size={32} />
      </Anchor>
      <Stack align="center" gap="md" ta="center" role="alert">
        <ThemeIcon size={56} radius="xl" variant="light" color="accent">
          <IconUserExclamation size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to={to}>
          {action}
        </Button>
      </Stack>
    </Container>
  );
}
