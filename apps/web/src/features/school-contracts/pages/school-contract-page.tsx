import {
  contractPdfUrl,
  schoolContractDocumentsTexts as documentTexts,
  schoolContractPath,
  schoolContractVerifyPath,
  type TSchoolContractView,
  schoolContractSigningMessages as t,
  ZSignContractBody,
} from '@fhp/domain';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  IconArrowLeft,
  IconCircleCheck,
  IconDeviceFloppy,
  IconDownload,
  IconFlag,
  IconPrinter,
  IconSend,
  IconShieldCheck,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { ErrorState } from '../../../ui/error-state';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { useSchoolContract, useSignContract } from '../api/school-contract-api';
import { ContractDocument, type ContractFormValues } from '../components/contract-document';
import classes from '../components/school-contract.module.css';
import { VerifyEmailStep } from '../components/verify-email-step';
import { clearContractDraft, loadContractDraft, saveContractDraft } from '../lib/contract-draft';

const EMPTY: ContractFormValues = {
  scheduleB: {
    address: '',
    city: '',
    zip: '',
    allowedViews: [],
    restrictedViews: [],
    officerFirstName: '',
    officerLastName: '',
    phone: '',
    extension: '',
  },
  licensor: { name: '', title: '', address: '', city: '', zip: '' },
  signature: { kind: 'drawn', value: '' },
};

function GoBack() {
  return (
    <Button
      component={Link}
      to="/home"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      w="fit-content"
      px={0}
      className={classes.noPrint}
    >
      {t.goBack}
    </Button>
  );
}

/** The verified officer on a draft: the agreement with its fields, Save Drafts and Submit. */
function SigningForm({ contract }: { contract: TSchoolContractView }) {
  const sign = useSignContract(contract.id);
  const [restored] = useState(() => loadContractDraft(contract.id));
  const form = useForm<ContractFormValues>({
    mode: 'controlled',
    initialValues: restored
      ? {
          ...EMPTY,
          scheduleB: {
            ...EMPTY.scheduleB,
            ...restored.scheduleB,
            extension: restored.scheduleB.extension ?? '',
          },
          licensor: restored.licensor,
        }
      : {
          ...EMPTY,
          scheduleB: { ...EMPTY.scheduleB, ...(contract.scheduleB ?? {}) },
          licensor: contract.licensor ?? EMPTY.licensor,
        },
    validate: schemaResolver(ZSignContractBody, { sync: true }),
  });

  const saveDraft = () => {
    const { scheduleB, licensor } = form.getValues();
    if (saveContractDraft(contract.id, { scheduleB, licensor })) notifySaved(t.draftSaved);
    else notifyFailed(t.submitFailed);
  };

  const onSubmit = form.onSubmit(
    (values) =>
      sign.mutate(values, {
        onSuccess: () => {
          clearContractDraft(contract.id);
          notifySaved(t.submitted);
          window.scrollTo?.({ top: 0 });
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0)
            form.setErrors(error.fields);
          notifyFailed(isApiError(error) ? error.message : t.submitFailed);
        },
      }),
    () => {
      notifyFailed(t.fixFields);
      // To the first field that needs a fix (Mantine marks it aria-invalid once rendered).
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-contract-print] [aria-invalid="true"]')?.focus(),
      );
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {restored && (
          <Alert color="blue" className={classes.noPrint}>
            {t.draftRestored}
          </Alert>
        )}
        <ContractDocument contract={contract} form={form} />
        <Group justify="flex-end" gap="sm" className={classes.noPrint}>
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            onClick={saveDraft}
          >
            {t.saveDrafts}
          </Button>
          <Button
            type="submit"
            leftSection={<IconSend size={18} aria-hidden />}
            loading={sign.isPending}
          >
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A signed or approved contract, read-only: Report (an e-mail to the operators) and Save as
 * print; an approved one also offers its sealed PDF and its public confirmation page.
 */
export function ReadOnlyContract({
  contract,
  notice,
}: {
  contract: TSchoolContractView;
  notice?: ReactNode;
}) {
  const link = `${window.location.origin}${schoolContractPath(contract.id)}`;
  const report = `mailto:${contract.reportTo}?subject=${encodeURIComponent(t.reportSubject(contract.number))}&body=${encodeURIComponent(t.reportBody(link))}`;
  return (
    <Stack gap="md">
      {notice}
      <Group gap="sm" className={classes.noPrint}>
        <Button
          component="a"
          href={report}
          variant="default"
          leftSection={<IconFlag size={18} aria-hidden />}
        >
          {t.report}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
        >
          {t.print}
        </Button>
        {contract.status === 'approved' && (
          <>
            <Button
              component="a"
              href={contractPdfUrl(contract.id)}
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              {documentTexts.detail.downloadPdf}
            </Button>
            <Button
              component={Link}
              to={schoolContractVerifyPath(contract.id)}
              variant="subtle"
              leftSection={<IconShieldCheck size={18} aria-hidden />}
            >
              {documentTexts.detail.verificationPage}
            </Button>
          </>
        )}
      </Group>
      <ContractDocument contract={contract} />
    </Stack>
  );
}

function NotFound({ contractId }: { contractId: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{t.notFound}</Title>
      <Text>
        {t.notFoundHint}{' '}
        <Anchor component={Link} to="/search-school-contract">
          {t.searchLink}
        </Anchor>
      </Text>
      <VerifyEmailStep contractId={contractId} />
    </Stack>
  );
}

/**
 * /school-contract/{id} (spec part 3, School contract signing/view page): an approved contract
 * read-only for anyone; a draft opens to its School Verification Officer after the e-mailed code,
 * who fills the licensor block and Schedule B, saves drafts in the browser, signs and submits.
 * Anything the reader may not see is 'Contract not found', with the officer's way in.
 */
export default function SchoolContractPage() {
  usePageTitle(t.pageTitle);
  const { id = '' } = useParams();
  const contract = useSchoolContract(id);

  let body: ReactNode;
  if (contract.isPending)
    body = (
      <Stack align="center" gap="xs" role="status" aria-live="polite" py="xl">
        <Loader aria-hidden />
        <Text c="dimmed">{t.loading}</Text>
      </Stack>
    );
  else if (contract.isError)
    body =
      isApiError(contract.error) && contract.error.status === 404 ? (
        <NotFound contractId={id} />
      ) : (
        <ErrorState
          message={isApiError(contract.error) ? contract.error.message : t.loadFailed}
          onRetry={() => contract.refetch()}
        />
      );
  else if (contract.data.canSign) body = <SigningForm contract={contract.data} />;
  else
    body = (
      <ReadOnlyContract
        contract={contract.data}
        notice={
          // The officer who just signed (the answer replaced the draft), or comes back to it.
          contract.data.viewer === 'officer' && contract.data.status === 'signed' ? (
            <Alert
              color="green"
              role="status"
              icon={<IconCircleCheck aria-hidden />}
              className={classes.noPrint}
            >
              <Text fw={600}>{t.underConsideration}</Text>
            </Alert>
          ) : undefined
        }
      />
    );

  return (
    <Container size="md">
      <Stack gap="md">
        <GoBack />
        {body}
      </Stack>
    </Container>
  );
}
