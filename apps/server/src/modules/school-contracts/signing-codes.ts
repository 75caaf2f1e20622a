import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  messages,
  SIGNING_CODE_CHECKS_PER_ADDRESS_PER_HOUR,
  SIGNING_CODE_DIGITS,
  SIGNING_CODE_MAX_ATTEMPTS,
  SIGNING_CODE_REQUESTS_PER_ADDRESS_PER_HOUR,
  SIGNING_CODE_TTL_MINUTES,
  SIGNING_CODES_PER_CONTRACT_PER_HOUR,
  schoolContractPath,
} from '@fhp/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { schoolContractCodes as codes } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../platform/http/app-error';
import { addressKey } from '../../platform/limits/address-key';
import { takeAttempts } from '../../platform/limits/attempt-counters';
import type { AppServices } from '../../platform/services';
import { appendContractEvent } from './contract-events';
import { findContract, isContractId } from './contract-rows';
import { createGrant, sha256 } from './signing-grants';

const m = messages.schoolContractSigning;
const HOUR_MS = 3600_000;

/** A code of SIGNING_CODE_DIGITS digits from the CSPRNG, leading zeros kept. */
export const newCode = () =>
  String(randomInt(0, 10 ** SIGNING_CODE_DIGITS)).padStart(SIGNING_CODE_DIGITS, '0');
const hashCode = (salt: string, code: string) => sha256(`${salt}:${code}`);

/**
 * The officer asks for a code. Counted per contract id (known or not) and per network address
 * before anything is looked up, so the answer (202, or 429 when over a limit) says nothing about
 * the id. Only a draft gets a code: a new row (salted hash, 15 minutes, its own 5 tries) that
 * replaces any earlier one, its e-mail in the outbox and the 'code-sent' event, together.
 */
export async function requestSigningCode(
  services: AppServices,
  input: { contractId: string; ip: string },
): Promise<{ message: string }> {
  const { db } = services;
  const allowed = await takeAttempts(db, [
    {
      scope: 'contract-code-address',
      key: addressKey(input.ip),
      max: SIGNING_CODE_REQUESTS_PER_ADDRESS_PER_HOUR,
      windowMs: HOUR_MS,
    },
    {
      scope: 'contract-code-contract',
      // Malformed ids (never a contract) share one counter; the key is always plain text.
      key: isContractId(input.contractId) ? input.contractId.toLowerCase() : 'malformed',
      max: SIGNING_CODES_PER_CONTRACT_PER_HOUR,
      windowMs: HOUR_MS,
    },
  ]);
  if (!allowed) throw tooManyRequests(m.tooManyCodes);

  const contract = await findContract(db, input.contractId);
  if (contract?.status === 'draft') {
    const code = newCode();
    const salt = randomBytes(16).toString('hex');
    await db.transaction(async (tx) => {
      await tx.insert(codes).values({
        contractId: contract.id,
        sentTo: contract.officerEmail,
        salt,
        codeHash: hashCode(salt, code),
        expiresAt: sql`now() + make_interval(mins => ${SIGNING_CODE_TTL_MINUTES})`,
      });
      await services.mailer.send(
        {
          to: contract.officerEmail,
          subject: m.codeEmailSubject,
          text: m.codeEmailText({
            schoolName: contract.schoolName,
            code,
            link: `${services.config.publicUrl}${schoolContractPath(contract.id)}`,
            minutes: SIGNING_CODE_TTL_MINUTES,
          }),
          template: 'school-contract-code',
        },
        { db: tx },
      );
      await appendContractEvent(tx, {
        contractId: contract.id,
        kind: 'code-sent',
        actorEmail: contract.officerEmail,
        ip: input.ip,
      });
    });
  }
  return { message: m.codeRequested };
}

type Refusal = 'wrong' | 'expired' | 'used' | 'too-many';
const REFUSAL_MESSAGE: Record<Refusal, string> = {
  wrong: m.codeWrong,
  expired: m.codeExpired,
  used: m.codeUsed,
  'too-many': m.codeTooManyAttempts,
};

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks a code against the contract's newest one, in a transaction that locks that row (two
 * tries at once are counted one after the other). A code that does not match is 'wrong' and
 * counted; after SIGNING_CODE_MAX_ATTEMPTS wrong tries every try is refused until a new code is
 * asked for. A matching code that expired or was used already says so. A right one is spent and
 * grants the signing session. Each refusal and the success are in the trail, with the address.
 * An unknown id, or a contract that is not a draft, is 'wrong' like a wrong code.
 */
export async function verifySigningCode(
  services: AppServices,
  input: { contractId: string; code: string; ip: string },
): Promise<{ grant: { token: string; expiresAt: Date }; message: string; contractId: string }> {
  const { db } = services;
  const allowed = await takeAttempts(db, [
    {
      scope: 'contract-verify-address',
      key: addressKey(input.ip),
      max: SIGNING_CODE_CHECKS_PER_ADDRESS_PER_HOUR,
      windowMs: HOUR_MS,
    },
  ]);
  if (!allowed) throw tooManyRequests(m.tooManyTries);

  const contract = await findContract(db, input.contractId);
  const refuse = (reason: Refusal) =>
    badRequest(REFUSAL_MESSAGE[reason], { code: REFUSAL_MESSAGE[reason] });
  if (contract?.status !== 'draft') throw refuse('wrong');

  // The outcome is decided and recorded in the transaction, and thrown after its commit, so a
  // counted wrong try stays counted.
  type Outcome = { refused: Refusal } | { grant: { token: string; expiresAt: Date } };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [current] = await tx
      .select({
        id: codes.id,
        salt: codes.salt,
        codeHash: codes.codeHash,
        attempts: codes.attempts,
        usedAt: codes.usedAt,
        live: sql<boolean>`${codes.expiresAt} > now()`,
      })
      .from(codes)
      .where(eq(codes.contractId, contract.id))
      .orderBy(desc(codes.createdAt), desc(codes.id))
      .limit(1)
      .for('update');
    const event = (reason: Refusal, attempts?: number) =>
      appendContractEvent(tx, {
        contractId: contract.id,
        kind: 'code-refused',
        actorEmail: contract.officerEmail,
        ip: input.ip,
        data: { reason, ...(attempts !== undefined ? { attempts } : {}) },
      });

    let reason: Refusal | undefined;
    if (!current) reason = 'wrong';
    else if (current.attempts >= SIGNING_CODE_MAX_ATTEMPTS) reason = 'too-many';
    else if (!sameHash(hashCode(current.salt, input.code), current.codeHash)) {
      reason = 'wrong';
      if (current.usedAt === null && current.live) {
        await tx
          .update(codes)
          .set({ attempts: sql`${codes.attempts} + 1` })
          .where(eq(codes.id, current.id));
        await event('wrong', current.attempts + 1);
        return { refused: 'wrong' } as const;
      }
    } else if (current.usedAt !== null) reason = 'used';
    else if (!current.live) reason = 'expired';
    if (reason || !current) {
      await event(reason ?? 'wrong');
      return { refused: reason ?? 'wrong' } as const;
    }

    await tx.update(codes).set({ usedAt: sql`now()` }).where(eq(codes.id, current.id));
    const grant = await createGrant(tx, {
      contractId: contract.id,
      email: contract.officerEmail,
      ip: input.ip,
    });
    await appendContractEvent(tx, {
      contractId: contract.id,
      kind: 'code-verified',
      actorEmail: contract.officerEmail,
      ip: input.ip,
    });
    return { grant } as const;
  });
  if ('refused' in outcome) throw refuse(outcome.refused);
  return { grant: outcome.grant, message: m.codeVerified, contractId: contract.id };
}
