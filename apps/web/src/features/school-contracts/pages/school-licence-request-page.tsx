import {
  EMPTY_SCHOOL_CHOICE,
  IMAGE_MIME_TYPES,
  MAX_IMAGE_BYTES,
  messages,
  SCHOOL_LICENCE_AGREEMENT_PATH,
  SCHOOL_REQUEST_IMAGE_FIELD,
  type TSchoolChoice,
  schoolRequestsMessages as t,
  ZSchoolContractRequestForm,
} from '@fhp/domain';
import {
  Anchor,
  Button,
  Container,
  FileInput,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconPhoto, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { useRequestContract } from '../api/school-requests-api';
import { NewInstituteModal } from '../components/new-institute-modal';
import { type SchoolChoiceErrors, SchoolChoiceFields } from '../components/school-choice-fields';

type Errors = SchoolChoiceErrors & { email?: string; idImage?: string };

/**
 * /school-licence: a School Verification Officer requests the school's IP license contract
 * (spec part 3): the process, the school from the reference lists, the school e-mail and an id
 * image. The server checks the duplicates and the image's bytes; a sent request clears the
 * form and goes to /home.
 */
export default function SchoolLicenceRequestPage() {
  usePageTitle(t.requestTitle);
  const navigate = useNavigate();
  const [choice, setChoice] = useState<TSchoolChoice>(EMPTY_SCHOOL_CHOICE);
  const [email, setEmail] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [instituteOpen, institute] = useDisclosure(false);
  const send = useRequestContract();

  const clear = () => {
    setChoice(EMPTY_SCHOOL_CHOICE);
    setEmail('');
    setImage(null);
    setErrors({});
  };

  const submit = () => {
    const form = { ...choice, email };
    const parsed = ZSchoolContractRequestForm.safeParse(form);
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??=
          key === 'place'
            ? choice.level === 'high-school'
              ? t.countyRequired
              : t.cityRequired
            : issue.message;
      }
    }
    // A picker still waiting for the one before it is not named: its turn has not come.
    if (!choice.level) delete next.state;
    if (!choice.level || !choice.state) delete next.place;
    if (!choice.level || !choice.state || !choice.place) delete next.school;
    if (!image) next.idImage = t.idImageRequired;
    else if (!(IMAGE_MIME_TYPES as readonly string[]).includes(image.type))
      next.idImage = messages.platform.fileTypeNotAllowed;
    else if (image.size > MAX_IMAGE_BYTES) next.idImage = messages.platform.fileTooLarge;
    setErrors(next);
    if (!parsed.success || !image || Object.keys(next).length > 0) return;
    send.mutate(
      { form: parsed.data, image },
      {
        onSuccess: (answer) => {
          notifySaved(answer.message || t.requestSent);
          clear();
          navigate('/home');
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0)
            setErrors(error.fields as Errors);
          notifyFailed(error.message || t.requestFailed);
        },
      },
    );
  };

  return (
    <Container size="md">
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
          <Title order={1}>{t.requestTitle}</Title>
          <Text size="lg" c="dimmed">
            {t.requestIntro}
          </Text>
          <List type="ordered" spacing={6}>
            {t.processSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Group gap="lg" mt="xs">
            <Anchor component={Link} to={SCHOOL_LICENCE_AGREEMENT_PATH}>
              {t.readAgreement}
            </Anchor>
            <Anchor component={Link} to="/search-school-contract">
              {t.searchContracts}
            </Anchor>
          </Group>
        </Stack>

        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
          <form
            noValidate
            aria-label={t.requestTitle}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="md">
              <SchoolChoiceFields
                value={choice}
                onChange={(next) => {
                  setChoice(next);
                  setErrors({});
                }}
                errors={errors}
              />
              <Text size="sm">
                {t.schoolMissing}{' '}
                <Anchor component="button" type="button" onClick={institute.open} size="sm">
                  {t.newInstituteLink}
                </Anchor>
              </Text>
              <TextInput
                label={t.emailLabel}
                description={t.emailDescription}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={errors.email}
              />
              <FileInput
                label={t.idImageLabel}
                description={t.idImageDescription}
                placeholder={t.idImagePlaceholder}
                // Drawn as text (not a placeholder attribute): it must meet the text contrast.
                styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
                accept={IMAGE_MIME_TYPES.join(',')}
                leftSection={<IconPhoto size={18} aria-hidden />}
                clearable
                required
                name={SCHOOL_REQUEST_IMAGE_FIELD}
                value={image}
                onChange={(file) => setImage(file)}
                error={errors.idImage}
              />
              <Button
                type="submit"
                size="md"
                loading={send.isPending}
                disabled={send.isPending}
                rightSection={<IconSend size={18} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
              >
                {t.submit}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
      <NewInstituteModal opened={instituteOpen} onClose={institute.close} />
    </Container>
  );
}
