import {
  messages,
  PNG_DATA_URL_PREFIX,
  SIGNATURE_DATA_URL_MAX,
  type TSignature,
  type TSignatureInput,
} from '@fhp/domain';
import { badRequest } from '../../platform/http/app-error';
import { imagePool } from '../../platform/storage/image-pool';
import { ImageRefused, reencodeImage } from '../../platform/storage/reencode-image';

const m = messages.schoolContractSigning;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const signatureRefused = (message: string) => badRequest(message, { 'signature.value': message });

/**
 * A signature as stored, the officer's and the operator's alike. A drawn one: the bytes must be a PNG (magic bytes), decode cleanly, and are
 * written again by sharp so only pixels are kept (the same re-encoding as every upload). A typed
 * one is kept as typed.
 */
export async function storedSignature(signature: TSignatureInput): Promise<TSignature> {
  if (signature.kind === 'typed') return { kind: 'typed', value: signature.value };
  const bytes = Buffer.from(signature.value.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  if (bytes.length < PNG_MAGIC.length || !bytes.subarray(0, 8).equals(PNG_MAGIC))
    throw signatureRefused(m.signatureNotPng);
  let png: Buffer;
  try {
    png = (await imagePool.run(() => reencodeImage(bytes, 'image/png'))).buffer;
  } catch (error) {
    if (error instanceof ImageRefused) throw signatureRefused(m.signatureUnreadable);
    throw error;
  }
  const value = `${PNG_DATA_URL_PREFIX}${png.toString('base64')}`;
  if (value.length > SIGNATURE_DATA_URL_MAX) throw signatureRefused(m.signatureTooLarge);
  return { kind: 'drawn', value };
}
