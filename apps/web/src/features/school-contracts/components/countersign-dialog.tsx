import { schoolContractDocumentsTexts, schoolContractSigningMessages } from '@fhp/domain';
import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { DialogFooter } from '../../../ui/dialog-footer';
import { notifySaved } from '../../../ui/notify';
import { useCountersign } from '../api/school-contract-documents-api';
import { SignatureField, type SignatureValue } from './signature-field';

const t = schoolContractDocumentsTexts.countersign;

/**
 * The countersignature's confirmation: the operator's name and signature (drawn or typed),
 * then Countersign and seal. A refusal (409 decided meanwhile, 503 no certificate, 400 a bad
 * signature) stays in the dialog with the server's message.
 */
export function CountersignDialog({
  contractId,
  opened,
  onClose,
}: {
  contractId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { user } = useSession();
  const [name, setName] = useState(user?.name ?? '');
  // The same signature field as the officer's: drawn or typed, checked alike by the server.
  const [signature, setSignature] = useState<SignatureValue>({ kind: 'drawn', value: '' });
  const [problem, setProblem] = useState<{ name?: string; signature?: string } | null>(null);
  const countersign = useCountersign(contractId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(name.trim() ? {} : { name: t.nameRequired }),
      ...(signature.value.trim()
        ? {}
        : { signature: schoolContractSigningMessages.signatureRequired }),
    };
    if (Object.keys(missing).length > 0) {
      setProblem(missing);
      return;
    }
    setProblem(null);
    countersign.mutate(
      { name: name.trim(), signature: { kind: signature.kind, value: signature.value.trim() } },
      {
        onSuccess: (result) => {
          notifySaved(result.message);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t.intro}</Text>
          <TextInput
            label={t.nameLabel}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={problem?.name}
            required
            autoComplete="name"
          />
          <SignatureField value={signature} onChange={setSignature} error={problem?.signature} />
          {countersign.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {countersign.error.message}
            </Alert>
          )}
          <DialogFooter
            cancelLabel={t.cancel}
            onCancel={onClose}
            submitLabel={t.confirm}
            submitting={countersign.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
