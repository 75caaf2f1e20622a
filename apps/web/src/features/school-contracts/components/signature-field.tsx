import { TYPED_SIGNATURE_MAX, schoolContractSigningMessages as t } from '@fhp/domain';
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import classes from './school-contract.module.css';
import { SignaturePad } from './signature-pad';

export type SignatureValue = { kind: 'drawn' | 'typed'; value: string };

/**
 * The officer's signature: drawn on the pad or typed (the name shown in a script face). Changing
 * the way empties it, so what is sent is always what is shown.
 */
export function SignatureField({
  value,
  onChange,
  error,
}: {
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  error?: string;
}) {
  return (
    <Stack gap="xs">
      <Text size="sm">{t.signatureIntro}</Text>
      <SegmentedControl
        className={classes.noPrint}
        aria-label={t.signatureTitle}
        value={value.kind}
        onChange={(kind) => onChange({ kind: kind as SignatureValue['kind'], value: '' })}
        data={[
          { value: 'drawn', label: t.signatureDraw },
          { value: 'typed', label: t.signatureType },
        ]}
        w="fit-content"
      />
      {value.kind === 'drawn' ? (
        <SignaturePad
          onChange={(dataUrl) => onChange({ kind: 'drawn', value: dataUrl })}
          error={error}
        />
      ) : (
        <Stack gap={6}>
          <TextInput
            label={t.signatureTypedLabel}
            value={value.value}
            maxLength={TYPED_SIGNATURE_MAX}
            autoComplete="name"
            onChange={(event) => onChange({ kind: 'typed', value: event.currentTarget.value })}
            error={error}
            withAsterisk
          />
          {value.value.trim() && (
            <div className={classes.typedSignature} aria-label={t.signaturePreview} role="img">
              {value.value}
            </div>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** A signature as given, read-only: the drawn image or the typed name in the script face. */
export function SignatureShown({ signature, alt }: { signature: SignatureValue; alt: string }) {
  return signature.kind === 'drawn' ? (
    <img src={signature.value} alt={alt} className={classes.signatureImage} />
  ) : (
    <div className={classes.typedSignature} role="img" aria-label={alt}>
      {signature.value}
    </div>
  );
}
