import { communityBadgesMessages as t } from '@fhp/domain';
import { Badge, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRosette, IconShieldX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useCommunityBadgeVerification } from '../api/community-badges-api';

/** /verify/community-badge/<number>: what a badge's QR code opens (public). */
export default function CommunityBadgeVerifyPage() {
  const { badgeNumber = '' } = useParams();
  usePageTitle(`${t.verifyTitle} ${badgeNumber}`);
  const query = useCommunityBadgeVerification(badgeNumber);
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  return (
    <Container size="sm">
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder radius="md">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t.verifyTitle}
          </Title>
          {missing ? (
            <EmptyState
              icon={<IconShieldX size={26} aria-hidden />}
              title={t.notFound}
              message={t.verifyNotFoundHint}
              action={
                <Button component={Link} to="/home" variant="light" mt="sm">
                  {t.goHome}
                </Button>
              }
            />
          ) : query.isError ? (
            <ErrorState message={query.error.message} onRetry={() => query.refetch()} />
          ) : !query.data ? (
            <Stack gap="sm" aria-busy="true">
              <Skeleton h={36} />
              <Skeleton h={36} />
            </Stack>
          ) : (
            <Stack gap="xs">
              <Badge color="green" size="lg" leftSection={<IconRosette size={16} aria-hidden />}>
                {t.verifyValid}
              </Badge>
              <Text>
                {t.pdf.number}: <strong>{query.data.badgeNumber}</strong>
              </Text>
              <Text>
                {t.pdf.athlete}: <strong>{query.data.athleteName}</strong>
              </Text>
              <Text>
                {t.pdf.date}: <strong>{formatDate(query.data.createdAt)}</strong>
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
