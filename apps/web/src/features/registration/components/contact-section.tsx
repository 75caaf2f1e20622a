import { formatPhone, phoneDigits, registrationMessages } from '@fhp/domain';
import { Group, Radio, Stack, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { SignUpForm } from './use-sign-up-form';

const t = registrationMessages;

/**
 * Formats the phone as typed. Deleting a bracket or dash (which formatting would put straight
 * back) deletes the digit before it instead, so backspace always makes progress.
 */
export function nextPhoneValue(previous: string, typed: string): string {
  const digits = phoneDigits(typed);
  if (typed.length < previous.length && digits === phoneDigits(previous))
    return formatPhone(digits.slice(0, -1));
  return formatPhone(digits);
}

/** Phone number, whether fans may call, and how (WhatsApp number or Zoom e-mail). */
export function ContactSection({ form }: { form: SignUpForm }) {
  const { contactWithFans, contactMethod } = form.values;
  const phone = form.getInputProps('phone');
  return (
    <Stack gap="md">
      <TextInput
        label={t.phoneLabel}
        placeholder={t.phonePlaceholder}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        key={form.key('phone')}
        {...phone}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          form.setFieldValue('phone', nextPhoneValue(form.values.phone, event.currentTarget.value))
        }
      />
      <Radio.Group
        label={t.contactWithFansLabel}
        required
        key={form.key('contactWithFans')}
        {...form.getInputProps('contactWithFans')}
        onChange={(value) => {
          form.setFieldValue('contactWithFans', value as 'yes' | 'no');
          if (value === 'no') form.setValues({ contactMethod: '', contactValue: '' });
        }}
      >
        <Group mt="xs">
          <Radio value="yes" label={t.yes} />
          <Radio value="no" label={t.no} />
        </Group>
      </Radio.Group>
      {contactWithFans === 'yes' && (
        <Radio.Group
          label={t.contactMethodLabel}
          required
          key={form.key('contactMethod')}
          {...form.getInputProps('contactMethod')}
          onChange={(value) => {
            form.setFieldValue('contactMethod', value as 'whatsapp' | 'zoom');
            form.setFieldValue('contactValue', '');
          }}
        >
          <Group mt="xs">
            <Radio value="whatsapp" label={t.whatsapp} />
            <Radio value="zoom" label={t.zoom} />
          </Group>
        </Radio.Group>
      )}
      {contactWithFans === 'yes' && contactMethod === 'whatsapp' && (
        <TextInput
          label={t.whatsappLabel}
          placeholder={t.whatsappPlaceholder}
          type="tel"
          inputMode="numeric"
          required
          key={form.key('contactValue')}
          {...form.getInputProps('contactValue')}
        />
      )}
      {contactWithFans === 'yes' && contactMethod === 'zoom' && (
        <TextInput
          label={t.zoomLabel}
          placeholder={t.zoomPlaceholder}
          type="email"
          inputMode="email"
          required
          key={form.key('contactValue')}
          {...form.getInputProps('contactValue')}
        />
      )}
    </Stack>
  );
}
