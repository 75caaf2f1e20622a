import { randomUUID } from 'node:crypto';
import {
  schoolRequestsMessages as m,
  SCHOOL_REQUEST_DATA_FIELD,
  SCHOOL_REQUEST_IMAGE_FIELD,
  ZSchoolContractRequestForm,
} from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  schoolContractEvents,
  schoolContractRequests,
  schoolContracts,
  users,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { addAdminNotification, announceInboxChange } from '../../platform/events/operator-inbox';
import { conflict, validationFailed } from '../../platform/http/app-error';
import { readMultipart } from '../../platform/http/multipart';
import { findUnsafeText, unsafeTextError } from '../../platform/http/unsafe-text';
import type { AppServices } from '../../platform/services';
import { prepareUpload } from '../../platform/storage/files-service';
import { findListedSchool } from './find-school';

/** The inbox kind of a school contract request. */
export const SCHOOL_REQUEST_NOTIFICATION = 'school-contract-request';
/**
 * Where the id images are kept in the storage: outside the `files` table, so no public route
 * serves them; only the console's id-image route reads them.
 */
export const ID_IMAGE_PREFIX = 'school-ids';

/** The multipart request: the JSON form (`data`) and the id image (`idImage`), in memory. */
export async function readContractRequest(request: FastifyRequest) {
  const form = await readMultipart(request, {
    files: [SCHOOL_REQUEST_IMAGE_FIELD],
    fields: [SCHOOL_REQUEST_DATA_FIELD],
  });
  const raw = form.fields[SCHOOL_REQUEST_DATA_FIELD];
  let data: unknown = {};
  if (raw !== undefined) {
    try {
      data = JSON.parse(raw);
    } catch {
      throw validationFailed({ [SCHOOL_REQUEST_DATA_FIELD]: m.requestFailed });
    }
  }
  const unsafe = findUnsafeText(data);
  if (unsafe) throw unsafeTextError(unsafe);
  const parsed = ZSchoolContractRequestForm.safeParse(data);
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? SCHOOL_REQUEST_DATA_FIELD);
      fields[key] ??= issue.message;
    }
  }
  const image = form.files[SCHOOL_REQUEST_IMAGE_FIELD];
  if (!image) fields[SCHOOL_REQUEST_IMAGE_FIELD] = m.idImageRequired;
  if (!parsed.success || !image) throw validationFailed(fields, Object.values(fields)[0]);
  return { form: parsed.data, image };
}

/**
 * The spec's three duplicate checks, each with its message: the school has a contract, the
 * e-mail has an account, the school has a pending request (the last also held by the partial
 * unique index under concurrency).
 */
async function refuseDuplicates(db: DbOrTx, schoolId: number, email: string) {
  const [contract] = await db
    .select({ id: schoolContracts.id })
    .from(schoolContracts)
    .where(eq(schoolContracts.schoolId, schoolId))
    .limit(1);
  if (contract) throw conflict(m.schoolHasContract);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (user) throw conflict(m.emailHasAccount);
  const [pending] = await db
    .select({ id: schoolContractRequests.id })
    .from(schoolContractRequests)
    .where(
      sql`${schoolContractRequests.schoolId} = ${schoolId} and ${schoolContractRequests.status} = 'pending'`,
    )
    .limit(1);
  if (pending) throw conflict(m.schoolHasRequest);
}

/**
 * A School Verification Officer's request for the school's IP license contract: the school
 * must be listed; the duplicates are refused before the image is stored; the image is checked
 * by its bytes and re-encoded; the pending request, its 'requested' trail row and the
 * operators' inbox item are written in one transaction.
 */
export async function requestSchoolContract(
  services: AppServices,
  input: Awaited<ReturnType<typeof readContractRequest>>,
  ip: string,
) {
  const { form, image } = input;
  const school = await findListedSchool(services.db, form);
  if (!school) throw validationFailed({ school: m.schoolNotListed }, m.schoolNotListed);
  await refuseDuplicates(services.db, school.id, form.email);

  const prepared = await prepareUpload(image.buffer, { field: SCHOOL_REQUEST_IMAGE_FIELD });
  const key = `${ID_IMAGE_PREFIX}/${randomUUID()}.${prepared.ext}`;
  await services.storage.put(key, prepared.buffer, prepared.mime);
  try {
    await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(schoolContractRequests)
        .values({
          level: form.level,
          stateCode: form.state,
          place: school.place,
          schoolId: school.id,
          schoolName: school.name,
          email: form.email,
          idImageKey: key,
        })
        .returning({ id: schoolContractRequests.id });
      if (!row) throw new Error('request insert returned nothing');
      await tx.insert(schoolContractEvents).values({
        requestId: row.id,
        kind: 'requested',
        actorEmail: form.email,
        ip,
        data: { school: school.name, level: form.level, state: form.state, place: school.place },
      });
      await addAdminNotification(tx, SCHOOL_REQUEST_NOTIFICATION, row.id);
    });
  } catch (error) {
    await services.storage.delete(key).catch(() => {});
    // Two requests for one school at once: the partial unique index keeps one pending.
    if (isUniqueViolation(error, 'school_contract_requests_pending_idx'))
      throw conflict(m.schoolHasRequest);
    throw error;
  }
  await announceInboxChange(services);
  return { message: m.requestSent };
}
