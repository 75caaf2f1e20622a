import { messages, SIGN_UP_DATA_FIELD, SIGN_UP_PHOTO_FIELD } from '@fhp/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '../../platform/http/app-error';

const m = messages.registration;

export type SignUpRequest = {
  data: unknown;
  photo: { buffer: Buffer; filename: string } | null;
};

const isTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads the multipart sign-up: the JSON form as the `data` field and the `photo` file, in
 * memory (the photo is at most 1 MB, enforced by the multipart limit). Nothing is stored here,
 * so every check can run before anything is written.
 */
export async function readSignUpRequest(request: FastifyRequest): Promise<SignUpRequest> {
  let rawData: string | undefined;
  let photo: SignUpRequest['photo'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === SIGN_UP_DATA_FIELD) rawData = String(part.value);
      continue;
    }
    try {
      const buffer = await part.toBuffer();
      if (part.fieldname === SIGN_UP_PHOTO_FIELD) photo = { buffer, filename: part.filename };
    } catch (error) {
      if (!isTooLarge(error)) throw error;
      const message = messages.platform.fileTooLarge;
      throw new AppError('PAYLOAD_TOO_LARGE', message, { [SIGN_UP_PHOTO_FIELD]: message });
    }
  }
  if (rawData === undefined) throw validationFailed({ [SIGN_UP_DATA_FIELD]: m.dataMissing });
  try {
    return { data: JSON.parse(rawData), photo };
  } catch {
    throw validationFailed({ [SIGN_UP_DATA_FIELD]: m.dataMalformed });
  }
}
