import { infoPagesMessages } from '@fhp/domain';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** 'Go Back' to /home, as every info page has. */
export function GoBack({ to = '/home' }: { to?: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      px={0}
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {infoPagesMessages.goBack}
    </Button>
  );
}
