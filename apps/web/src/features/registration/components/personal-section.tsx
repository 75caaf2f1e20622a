import { keepNameCharacters, MIN_ATHLETE_AGE_YEARS, registrationMessages } from '@fhp/domain';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import type { ChangeEvent } from 'react';
import { PasswordField } from '../../../ui/password-field';
import type { SignUpForm } from './use-sign-up-form';

const t = registrationMessages;

/** First and last name (letters and spaces only, as typed), date of birth, e-mail, password. */
export function PersonalSection({ form }: { form: SignUpForm }) {
  const latestBirthday = dayjs().subtract(MIN_ATHLETE_AGE_YEARS, 'year').format('YYYY-MM-DD');
  const name = (path: 'firstName' | 'lastName') => {
    const props = form.getInputProps(path);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        form.setFieldValue(path, keepNameCharacters(event.currentTarget.value)),
    };
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t.firstNameLabel}
          description={t.nameHint}
          autoComplete="given-name"
          required
          key={form.key('firstName')}
          {...name('firstName')}
        />
        <TextInput
          label={t.lastNameLabel}
          description={t.nameHint}
          autoComplete="family-name"
          required
          key={form.key('lastName')}
          {...name('lastName')}
        />
      </SimpleGrid>
      <TextInput
        type="date"
        label={t.dateOfBirthLabel}
        autoComplete="bday"
        max={latestBirthday}
        min="1900-01-01"
        required
        key={form.key('dateOfBirth')}
        {...form.getInputProps('dateOfBirth')}
      />
      <TextInput
        type="email"
        label={t.emailLabel}
        autoComplete="email"
        inputMode="email"
        required
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      <PasswordField
        label={t.passwordLabel}
        description={t.passwordHint}
        autoComplete="new-password"
        required
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
    </Stack>
  );
}
