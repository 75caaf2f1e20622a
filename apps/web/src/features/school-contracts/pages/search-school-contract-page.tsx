import {
  EMPTY_SCHOOL_CHOICE,
  isSchoolChoiceComplete,
  type TContractLevel,
  type TSchoolChoice,
  schoolRequestsMessages as t,
} from '@fhp/domain';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../ui/use-page-title';
import { useSearchContract } from '../api/school-requests-api';
import { SchoolChoiceFields } from '../components/school-choice-fields';

/**
 * /search-school-contract: level, state, county or city and school (OTHER as the place makes
 * the school OTHER); View opens the school's contract only when it is approved, otherwise
 * 'No contract found' (an unapproved contract answers as none).
 */
export default function SearchSchoolContractPage() {
  usePageTitle(t.searchTitle);
  const navigate = useNavigate();
  const [choice, setChoice] = useState<TSchoolChoice>(EMPTY_SCHOOL_CHOICE);
  const search = useSearchContract();

  const view = () => {
    if (!isSchoolChoiceComplete(choice)) return;
    search.mutate(
      { ...choice, level: choice.level as TContractLevel },
      {
        onSuccess: (found) => navigate(`/school-contract/${found.id}`),
        onError: (error) =>
          isApiError(error) && error.status === 404
            ? notifications.show({ color: 'blue', message: t.noContract })
            : notifications.show({ color: 'red', message: t.searchFailed }),
      },
    );
  };

  return (
    <Container size="sm">
      <Stack gap="lg">
        <div>
          <Button
            component={Link}
            to="/home"
            variant="subtle"
            px={0}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t.goBack}
          </Button>
        </div>
        <Stack gap="xs">
          <Title order={1}>{t.searchTitle}</Title>
          <Text size="lg" c="dimmed">
            {t.searchIntro}
          </Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
          <form
            noValidate
            aria-label={t.searchTitle}
            onSubmit={(event) => {
              event.preventDefault();
              view();
            }}
          >
            <Stack gap="md">
              <SchoolChoiceFields value={choice} onChange={setChoice} withOther />
              <Button
                type="submit"
                size="md"
                loading={search.isPending}
                disabled={!isSchoolChoiceComplete(choice)}
                leftSection={<IconSearch size={18} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
              >
                {t.view}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
