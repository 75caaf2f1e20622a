import { messages, SIGN_UP_DATA_FIELD, SIGN_UP_PHOTO_FIELD } from '@fhp/domain';
import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../../platform/http/app-error';
import { readMultipart } from '../../platform/http/multipart';
import { findUnsafeText, unsafeTextError } from '../../platform/http/unsafe-text';

const m = messages.registration;

export type SignUpRequest = {
  data: unknown;
  photo: { buffer: Buffer; filename: string } | null;
};

/**
 * Reads the multipart sign-up: the JSON form as the `data` field and the `photo` file, in
 * memory (the photo is at most 1 MB, enforced by the multipart limit). Nothing is stored here,
 * so every check can run before anything is written.
 */
export async function readSignUpRequest(request: FastifyRequest): Promise<SignUpRequest> {
  const form = await readMultipart(request, {
    files: [SIGN_UP_PHOTO_FIELD],
    fields: [SIGN_UP_DATA_FIELD],
  });
  const rawData = form.fields[SIGN_UP_DATA_FIELD];
  const photo = form.files[SIGN_UP_PHOTO_FIELD] ?? null;
  if (rawData === undefined) throw validationFailed({ [SIGN_UP_DATA_FIELD]: m.dataMissing });
  let data: unknown;
  try {
    data = JSON.parse(rawData);
  } catch {
    throw validationFailed({ [SIGN_UP_DATA_FIELD]: m.dataMalformed });
  }
  // The form's JSON may spell a NUL or a lone surrogate as an escape: the same rule as a body.
  const unsafe = findUnsafeText(data);
  if (unsafe) throw unsafeTextError(unsafe);
  return { data, photo };
}
