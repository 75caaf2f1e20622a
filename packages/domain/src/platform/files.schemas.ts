import { z } from 'zod';

/** `GET /api/files/:id`: stored files are addressed by their record id only. */
export const ZFileParams = z.object({ id: z.uuid() });

/** What an upload returns: the new file's id and the URL it is served from. */
export const ZUploadedFile = z.object({ id: z.uuid(), url: z.string() });
export type TUploadedFile = z.infer<typeof ZUploadedFile>;
