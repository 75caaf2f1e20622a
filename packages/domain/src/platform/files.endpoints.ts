import { defineEndpoint, ZBinaryBody } from './endpoint';
import { ZFileParams, ZUploadedFile } from './files.schemas';

/** The multipart field `POST /api/files` reads. */
export const FILE_UPLOAD_FIELD = 'file';

export const fileEndpoints = {
  download: defineEndpoint({
    method: 'GET',
    path: '/api/files/:id',
    access: 'public',
    tags: ['files'],
    summary: 'The bytes of a stored file, with its detected content type',
    params: ZFileParams,
    response: ZBinaryBody,
    errors: [404],
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/files',
    access: 'signed-in',
    tags: ['files'],
    summary: `Upload one image (multipart field "${FILE_UPLOAD_FIELD}"); PNG, GIF or JPEG up to 1 MB`,
    multipart: true,
    status: 201,
    response: ZUploadedFile,
    errors: [413, 415],
  }),
};
