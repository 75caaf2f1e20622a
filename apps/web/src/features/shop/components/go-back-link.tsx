import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** 'Go Back' / 'Back' at the top of a shop page. */
export function GoBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} fw={600} w="fit-content">
      <Group gap={6} component="span">
        <IconArrowLeft size={18} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
