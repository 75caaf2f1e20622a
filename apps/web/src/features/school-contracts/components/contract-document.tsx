import {
  CONTRACT_ADDRESS_MAX,
  CONTRACT_LEVEL_LABELS,
  CONTRACT_TEXT_MAX,
  SCHOOL_LICENSE_SECTIONS,
  schoolLicenseMessages,
  type TSchoolContractView,
  schoolContractSigningMessages as t,
} from '@fhp/domain';
import {
  Badge,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { formatDate, formatDateTime } from '../../../lib/dates';
import classes from './school-contract.module.css';
import { SignatureField, SignatureShown, type SignatureValue } from './signature-field';
import { ViewsListField } from './views-list-field';

/** The officer's fields as the form holds them. */
export type ContractFormValues = {
  scheduleB: {
    address: string;
    city: string;
    zip: string;
    allowedViews: string[];
    restrictedViews: string[];
    officerFirstName: string;
    officerLastName: string;
    phone: string;
    extension: string;
  };
  licensor: { name: string; title: string; address: string; city: string; zip: string };
  signature: SignatureValue;
};
export type ContractForm = UseFormReturnType<ContractFormValues>;

type Path =
  | `scheduleB.${keyof ContractFormValues['scheduleB']}`
  | `licensor.${keyof ContractFormValues['licensor']}`;

const STATUS_COLOR = { draft: 'yellow', signed: 'blue', approved: 'green' } as const;

/** The agreement's numbered sections; Schedule B is the filled one below, not its summary. */
const SECTIONS = SCHOOL_LICENSE_SECTIONS.filter((section) => section.id !== 'schedule-b');

/**
 * The School IP License Agreement of one contract: the standard sections, the licensor block,
 * Contract Schedule B and the signatures. With `form` (the verified officer on a draft) the
 * officer's fields are editable; without it everything is shown read-only, as signed.
 */
export function ContractDocument({
  contract,
  form,
}: {
  contract: TSchoolContractView;
  form?: ContractForm;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  // The officer arrives from the code step, whose form is gone: focus moves to the agreement.
  const editable = Boolean(form);
  useEffect(() => {
    if (editable) title.current?.focus({ preventScroll: true });
  }, [editable]);
  const licensorId = useId();
  const scheduleId = useId();
  const b = contract.scheduleB;
  const l = contract.licensor;
  const shown: Record<Path, string> = {
    'scheduleB.address': b?.address ?? '',
    'scheduleB.city': b?.city ?? '',
    'scheduleB.zip': b?.zip ?? '',
    'scheduleB.officerFirstName': b?.officerFirstName ?? '',
    'scheduleB.officerLastName': b?.officerLastName ?? '',
    'scheduleB.phone': b?.phone ?? '',
    'scheduleB.extension': b?.extension ?? '',
    'scheduleB.allowedViews': '',
    'scheduleB.restrictedViews': '',
    'licensor.name': l?.name ?? '',
    'licensor.title': l?.title ?? '',
    'licensor.address': l?.address ?? '',
    'licensor.city': l?.city ?? '',
    'licensor.zip': l?.zip ?? '',
  };

  /** A text field: the form's input, or the signed value read-only. */
  const field = (
    path: Path,
    label: string,
    options: {
      max?: number;
      description?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel';
      required?: boolean;
    } = {},
  ) =>
    form ? (
      <TextInput
        key={form.key(path)}
        label={label}
        description={options.description}
        maxLength={options.max ?? CONTRACT_TEXT_MAX}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        withAsterisk={options.required !== false}
        {...form.getInputProps(path)}
      />
    ) : (
      <TextInput label={label} description={options.description} value={shown[path]} readOnly />
    );
  // The contract's own fields: disabled while the officer fills the rest (spec), yet legible.
  const fixed = (label: string, value: string, description?: string) => (
    <TextInput
      label={label}
      value={value}
      description={description}
      disabled={Boolean(form)}
      readOnly
      classNames={{ input: classes.fixedInput }}
    />
  );

  const views = (key: 'allowedViews' | 'restrictedViews', label: string) =>
    form ? (
      <ViewsListField
        label={label}
        value={form.getValues().scheduleB[key]}
        onChange={(value) => form.setFieldValue(`scheduleB.${key}`, value)}
        error={form.errors[`scheduleB.${key}`] as string | undefined}
      />
    ) : (
      <ViewsListField label={label} value={b?.[key] ?? []} readOnly />
    );

  const officerSignature: ReactNode = form ? (
    <SignatureField
      value={form.getValues().signature}
      onChange={(value) => form.setFieldValue('signature', value)}
      error={
        (form.errors.signature ??
          form.errors['signature.value'] ??
          form.errors['signature.kind']) as string | undefined
      }
    />
  ) : contract.officerSignature ? (
    <Stack gap={4}>
      <SignatureShown
        signature={contract.officerSignature}
        alt={`${t.signedBySchool}: ${contract.schoolName}`}
      />
      {contract.signedAt && (
        <Text size="sm" c="dimmed">
          {t.signedOn(formatDateTime(contract.signedAt))}
        </Text>
      )}
    </Stack>
  ) : (
    <Text c="dimmed">{t.notSignedYet}</Text>
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} className={classes.document} data-contract-print>
      <Stack gap="lg">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title
              order={1}
              fz={{ base: 'h2', sm: 'h1' }}
              ref={title}
              tabIndex={-1}
              style={{ outline: 'none' }}
            >
              {schoolLicenseMessages.title}
            </Title>
            <Badge
              color={STATUS_COLOR[contract.status]}
              variant="light"
              size="lg"
              maw="100%"
              // A long status wraps on a phone rather than being cut.
              styles={{
                root: { height: 'auto', paddingBlock: 4 },
                label: { whiteSpace: 'normal' },
              }}
            >
              {t.statuses[contract.status]}
            </Badge>
          </Group>
          <Text fw={600}>
            {`${CONTRACT_LEVEL_LABELS[contract.level]} #${contract.number} · ${contract.schoolName}, ${contract.stateName}`}
          </Text>
          <Text>{t.agreementIntro(contract.schoolName)}</Text>
        </Stack>

        {SECTIONS.map((section, index) => (
          <section key={section.id} className={classes.section}>
            <Title order={2} fz="h4" mb={6}>
              {`${index + 1}. ${section.title}`}
            </Title>
            <Stack gap={6}>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} lh={1.6}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </section>
        ))}

        <Divider />
        <fieldset
          className={`${classes.fieldsetReset} ${classes.licensor} ${classes.section}`}
          aria-labelledby={licensorId}
        >
          <Title order={2} fz="h3" id={licensorId} mb={6}>
            {t.licensorTitle}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t.licensorIntro}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {field('licensor.name', t.licensorName, { autoComplete: 'name' })}
            {field('licensor.title', t.licensorTitleField, { autoComplete: 'organization-title' })}
            {field('licensor.address', t.address, {
              max: CONTRACT_ADDRESS_MAX,
              autoComplete: 'street-address',
            })}
            {field('licensor.city', t.city, { autoComplete: 'address-level2' })}
            {field('licensor.zip', t.zip, {
              max: 10,
              autoComplete: 'postal-code',
              inputMode: 'numeric',
            })}
          </SimpleGrid>
        </fieldset>

        <Divider />
        <fieldset
          className={`${classes.fieldsetReset} ${classes.section} ${classes.sectionBreak}`}
          aria-labelledby={scheduleId}
        >
          <Title order={2} fz="h3" id={scheduleId} mb="sm">
            {t.scheduleBTitle}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {fixed(t.contractId, String(contract.number))}
              {fixed(t.schoolName, contract.schoolName)}
              {fixed(t.state, contract.stateName)}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {field('scheduleB.address', t.address, {
                max: CONTRACT_ADDRESS_MAX,
                autoComplete: 'street-address',
              })}
              {field('scheduleB.city', t.city, { autoComplete: 'address-level2' })}
              {field('scheduleB.zip', t.zip, {
                max: 10,
                autoComplete: 'postal-code',
                inputMode: 'numeric',
              })}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {views('allowedViews', t.allowedViews)}
              {views('restrictedViews', t.restrictedViews)}
            </SimpleGrid>
            <Title order={3} fz="h5">
              {t.officerTitle}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {field('scheduleB.officerFirstName', t.officerFirstName, {
                autoComplete: 'given-name',
              })}
              {field('scheduleB.officerLastName', t.officerLastName, {
                autoComplete: 'family-name',
              })}
              {field('scheduleB.phone', t.phone, {
                max: 40,
                description: t.phoneRule,
                autoComplete: 'tel',
                inputMode: 'tel',
              })}
              {field('scheduleB.extension', t.extension, {
                max: 6,
                inputMode: 'numeric',
                required: false,
              })}
              {fixed(t.email, contract.officerEmail, t.emailRule)}
              {fixed(t.effectiveDate, formatDate(`${contract.effectiveDate}T12:00:00Z`))}
            </SimpleGrid>
          </Stack>
        </fieldset>

        <Divider />
        <section className={classes.section}>
          <Title order={2} fz="h3" mb="sm">
            {t.signatureTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, md: form ? 1 : 2 }} spacing="xl">
            <Stack gap="xs" className={classes.signatureBlock}>
              <Text fw={600}>{`${t.signedBySchool} (${contract.schoolName})`}</Text>
              {officerSignature}
            </Stack>
            {!form && (
              <Stack gap="xs" className={classes.signatureBlock}>
                <Text fw={600}>{t.signedByFhp}</Text>
                {contract.countersignature ? (
                  <Stack gap={4}>
                    <SignatureShown
                      signature={contract.countersignature}
                      alt={`${t.signedByFhp}: ${contract.countersignerName ?? 'FHP'}`}
                    />
                    <Text size="sm">{contract.countersignerName}</Text>
                    {contract.countersignedAt && (
                      <Text size="sm" c="dimmed">
                        {t.signedOn(formatDateTime(contract.countersignedAt))}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Text c="dimmed">{t.notSignedYet}</Text>
                )}
              </Stack>
            )}
          </SimpleGrid>
        </section>
      </Stack>
    </Paper>
  );
}
