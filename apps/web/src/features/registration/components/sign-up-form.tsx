import { canSubmitSignUp, registrationMessages } from '@fhp/domain';
import { Alert, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { feePagePath, useSignUpMutation } from '../api/registration-api';
import { AgreementsSection } from './agreements-section';
import { AthleteTypeField } from './athlete-type-field';
import { ContactSection } from './contact-section';
import { CountrySection } from './country-section';
import { PersonalSection } from './personal-section';
import { PhotoSection } from './photo-section';
import { RatesSection } from './rates-section';
import { SchoolSection } from './school-section';
import { toFormErrors, toSignUpInput } from './sign-up-values';
import { useSignUpForm } from './use-sign-up-form';

const t = registrationMessages;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Divider />
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The athlete sign-up form: sends everything with the photo, then opens the fee page. */
export function SignUpForm() {
  const form = useSignUpForm();
  const navigate = useNavigate();
  const signUp = useSignUpMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const values = form.values;
  const ready = canSubmitSignUp(toSignUpInput(values), values.photo !== null);

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = form.onSubmit((v) => {
    if (!v.photo) return;
    setProgress(0);
    signUp.mutate(
      { data: toSignUpInput(v), photo: v.photo, onProgress: setProgress },
      {
        onSuccess: (result) => navigate(feePagePath(result.feeToken)),
        onError: (error) => {
          setProgress(null);
          if (!isApiError(error)) return;
          const fields = toFormErrors(error.fields, v);
          if (error.status === 409) fields.email ??= error.message;
          form.setErrors(fields);
          focusFirstError();
        },
      },
    );
  }, focusFirstError);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <AthleteTypeField form={form} />
        <Section title={t.sectionAboutYou}>
          <PersonalSection form={form} />
        </Section>
        <Section title={t.sectionPhoto}>
          <PhotoSection form={form} progress={progress} />
        </Section>
        <Section title={t.sectionContact}>
          <ContactSection form={form} />
          <CountrySection form={form} />
        </Section>
        <Section title={t.sectionRates}>
          <RatesSection form={form} />
        </Section>
        <Section title={t.sectionSchool}>
          <SchoolSection form={form} />
        </Section>
        <Section title={t.sectionAgreements}>
          <AgreementsSection form={form} />
        </Section>
        {signUp.isError && (
          <Alert
            color="orange"
            variant="light"
            title={t.signUpFailedTitle}
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
          >
            {signUp.error.message}
          </Alert>
        )}
        <Stack gap="xs">
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={!ready}
            loading={signUp.isPending}
            leftSection={<IconUserPlus size={18} aria-hidden />}
            aria-describedby={ready ? undefined : 'sign-up-incomplete'}
          >
            {t.signUpButton}
          </Button>
          {!ready && (
            <Stack gap={4} align="center">
              <Text size="sm" c="dimmed" ta="center" id="sign-up-incomplete">
                {t.signUpIncomplete}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  form.validate();
                  focusFirstError();
                }}
              >
                {t.showMissing}
              </Button>
            </Stack>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
