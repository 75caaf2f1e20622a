import { shellMessages } from '@fhp/domain';
import { Button, Container, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { FeatureUnavailable } from '../../../ui/feature-unavailable';
import { usePageTitle } from '../../../ui/use-page-title';

/**
 * /search-school-contract and /school-contract/:id are in the spec's route table but arrive with
 * the school contract issue; until then they say so instead of answering 404.
 */
export default function SchoolContractPlaceholderPage() {
  const { pathname } = useLocation();
  const title = pathname.startsWith('/search-school-contract')
    ? shellMessages.schoolContractSearchTitle
    : shellMessages.schoolContractTitle;
  usePageTitle(title);
  return (
    <Container size="md">
      <Stack gap="md">
        <Button
          component={Link}
          to="/home"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          w="fit-content"
          px={0}
        >
          {shellMessages.goBackHome}
        </Button>
        <Title order={1}>{title}</Title>
        <FeatureUnavailable feature={title} />
      </Stack>
    </Container>
  );
}
