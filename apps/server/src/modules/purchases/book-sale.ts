import {
  royaltyRule,
  SCHOOL_NOTIFICATION_TYPES,
  saleCreditsAthlete,
  saleNotificationText,
  saleNotificationType,
  splitSale,
  type TChatOutcome,
  type TSaleKind,
  type TSaleSplit,
} from '@fhp/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { athleteProfiles, notifications, purchases, schoolContracts, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { publishToUser } from '../../platform/events/publish';
import { defineJob } from '../../platform/jobs/job-queue';
import {
  type AccountRef,
  ensureAccounts,
  type PostingEntry,
  postTransaction,
} from '../../platform/ledger/ledger';
import type { AppServices } from '../../platform/services';
import { announceNotification, insertNotification } from '../notifications/create-notification';
import { announceSchoolNotifications, notifyIpSale } from '../school-area/school-notifications';

export type SaleInput = {
  kind: TSaleKind;
  amountCents: number;
  /** One sale per key: `payment:<id>` for a capture, a stable name for demo rows. */
  idempotencyKey: string;
  /** The ledger transaction's description (what the wallet history shows). */
  description: string;
  /** The athlete the sale credits; required exactly for the kinds that pay an athlete. */
  athleteUserId?: string | null;
  buyerUserId?: string | null;
  paymentId?: string | null;
  itemId?: string | null;
  /** The athlete's manager, paid a share by the royalty rules (the sale is "with manager"). */
  managerUserId?: string | null;
  chatOutcome?: TChatOutcome;
  /**
   * Part of the price given back to the buyer in this settlement (a chat rated below
   * satisfactory, `chatSettlement`): taken from the platform's share, never charged. The
   * provider's clearing account is debited only what was charged.
   */
  returnedCents?: number;
  /** The fan agreed at checkout to be listed on the athlete's page (purchases.public_supporter). */
  publicSupporter?: boolean;
  /** When the sale happened, if not now (demo data). */
  at?: Date;
  /** A fixed purchase id (demo rows that a verification link names). */
  id?: string;
};

export type BookedSale = {
  purchaseId: string;
  /** True when the key was booked before: nothing was written this time. */
  replayed: boolean;
  split: TSaleSplit;
  /** The athlete's notification written with the sale (null on replay or for platform sales). */
  notificationId: string | null;
};

/** The key of the sale a captured payment pays for (also its ledger transaction's key). */
export function paymentSaleKey(payment: { id: string }): string {
  return `payment:${payment.id}`;
}

/** A key reused for a different sale: a bug in the caller, never a replay to honour. */
export class IdempotencyKeyReused extends Error {}

/**
 * Records one captured sale, inside the caller's transaction, so it commits with its cause (the
 * payment marked captured, the order row): the purchases row, the balanced ledger postings split
 * by the royalty rules (@fhp/domain royalties.ts), and the athlete's notification. The key is
 * unique on purchases and on the ledger transaction: booking it again (a replayed capture, a
 * second process, a re-run seed) writes nothing and returns the sale booked first. Concurrent
 * bookings of one key queue on the unique index; the second sees the first's row once it commits.
 * Queue `announceSaleJob` in the same transaction (a capture handler's `onCaptured` does), so
 * the announcement exists exactly when the sale does.
 */
export async function bookSale(tx: DbOrTx, input: SaleInput): Promise<BookedSale> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error(`a sale is a positive number of cents (${input.amountCents})`);
  }
  const athleteUserId = input.athleteUserId ?? null;
  if (saleCreditsAthlete(input.kind) !== (athleteUserId !== null)) {
    throw new Error(`a ${input.kind} sale ${athleteUserId ? 'credits no' : 'needs an'} athlete`);
  }
  // The school's share: only for a kind whose rule pays a school (mementos), and only when the
  // athlete accepted the IP contract of their school and that contract is approved.
  const schoolId =
    athleteUserId && paysSchool(input.kind) ? await schoolIpOf(tx, athleteUserId) : null;
  const priced = splitSale(input.kind, input.amountCents, {
    withManager: Boolean(input.managerUserId),
    withSchoolIp: schoolId !== null,
    chatOutcome: input.chatOutcome,
  });
  const returnedCents = input.returnedCents ?? 0;
  if (
    !Number.isSafeInteger(returnedCents) ||
    returnedCents < 0 ||
    returnedCents > priced.platform
  ) {
    throw new Error(`a sale returns whole cents up to the platform's share (${returnedCents})`);
  }
  const split = { ...priced, platform: priced.platform - returnedCents };

  const [inserted] = await tx
    .insert(purchases)
    .values({
      ...(input.id ? { id: input.id } : {}),
      kind: input.kind,
      athleteUserId,
      fanUserId: input.buyerUserId ?? null,
      amountCents: input.amountCents,
      returnedCents,
      paymentId: input.paymentId ?? null,
      itemId: input.itemId ?? null,
      idempotencyKey: input.idempotencyKey,
      publicSupporter: input.publicSupporter ?? false,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .onConflictDoNothing({ target: purchases.idempotencyKey })
    .returning({ id: purchases.id });
  if (!inserted) return replay(tx, input, split);

  const entries = await postingsOf(tx, input, split, schoolId);
  await postTransaction(tx, {
    kind: input.kind,
    description: input.description,
    paymentId: input.paymentId ?? undefined,
    idempotencyKey: input.idempotencyKey,
    at: input.at,
    entries,
  });

  let notificationId: string | null = null;
  if (athleteUserId) {
    notificationId = await insertNotification(tx, {
      userId: athleteUserId,
      type: saleNotificationType(input.kind),
      message: saleNotificationText(input.kind, await buyerName(tx, input.buyerUserId)),
      fanId: input.buyerUserId ?? null,
      data: { purchaseId: inserted.id, kind: input.kind, athleteCents: split.athlete },
      createdAt: input.at,
    });
  }
  // The school's administrators learn of a sale under its IP (announced with the sale).
  if (athleteUserId && schoolId !== null && split.school > 0) {
    await notifyIpSale(tx, {
      athleteUserId,
      schoolId,
      schoolCents: split.school,
      purchaseId: inserted.id,
      createdAt: input.at,
    });
  }
  return { purchaseId: inserted.id, replayed: false, split, notificationId };
}

/** Whether a kind's royalty rule can pay a school (with an IP contract): mementos only. */
function paysSchool(kind: TSaleKind): boolean {
  return (royaltyRule(kind, { withSchoolIp: true }).school ?? 0) > 0;
}

/**
 * The school whose IP a sale of this athlete is under: the athlete said Yes to the offer
 * (athlete_profiles.school_admin_id) and their school's contract is approved. Null otherwise.
 */
export async function schoolIpOf(tx: DbOrTx, athleteUserId: string): Promise<number | null> {
  const [row] = await tx
    .select({ schoolId: schoolContracts.schoolId })
    .from(athleteProfiles)
    .innerJoin(
      schoolContracts,
      and(
        eq(schoolContracts.schoolId, athleteProfiles.schoolId),
        eq(schoolContracts.status, 'approved'),
      ),
    )
    .where(
      and(eq(athleteProfiles.userId, athleteUserId), isNotNull(athleteProfiles.schoolAdminId)),
    );
  return row?.schoolId ?? null;
}

/**
 * The money comes out of the provider's clearing account and goes to each share's account; the
 * school's share to the `school_royalties` account of the contract's school (not of a person).
 */
async function postingsOf(
  tx: DbOrTx,
  input: SaleInput,
  split: TSaleSplit,
  schoolId: number | null,
) {
  const all: { account: AccountRef; amountCents: number }[] = [
    {
      account: { kind: 'provider_clearing' },
      amountCents: -(input.amountCents - (input.returnedCents ?? 0)),
    },
    {
      account: { kind: 'athlete_wallet', ownerUserId: input.athleteUserId },
      amountCents: split.athlete,
    },
    {
      account: { kind: 'manager_wallet', ownerUserId: input.managerUserId },
      amountCents: split.manager,
    },
    {
      account: { kind: 'school_royalties', ownerSchoolId: schoolId },
      amountCents: split.school,
    },
    { account: { kind: 'platform_revenue' }, amountCents: split.platform },
  ];
  const shares = all.filter((share, i) => i === 0 || share.amountCents > 0);
  // The accounts in one read (and, for any not made yet, one insert and a second read).
  const ids = await ensureAccounts(
    tx,
    shares.map((share) => share.account),
  );
  return shares.map(
    (share, i): PostingEntry => ({
      accountId: ids[i] ?? '',
      amountCents: share.amountCents,
    }),
  );
}

async function replay(tx: DbOrTx, input: SaleInput, split: TSaleSplit): Promise<BookedSale> {
  const [first] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.idempotencyKey, input.idempotencyKey));
  if (!first) throw new Error('booked sale vanished');
  if (
    first.kind !== input.kind ||
    first.amountCents !== input.amountCents ||
    first.athleteUserId !== (input.athleteUserId ?? null) ||
    first.paymentId !== (input.paymentId ?? null)
  ) {
    throw new IdempotencyKeyReused(`key ${input.idempotencyKey} was booked for another sale`);
  }
  return { purchaseId: first.id, replayed: true, split, notificationId: null };
}

async function buyerName(tx: DbOrTx, buyerUserId: string | null | undefined) {
  if (!buyerUserId) return null;
  const [buyer] = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, buyerUserId));
  return buyer ? `${buyer.first} ${buyer.last}` : null;
}

/**
 * Once the sale committed: lights the athlete's bell for the sale booked under this key and
 * tells their open screens the wallet changed. Run by `announceSaleJob`, which the capture
 * queues in its transaction (it knows the payment, hence the key), so it works from whichever
 * process takes the job; a platform sale announces nothing.
 */
export async function announceSale(services: AppServices, idempotencyKey: string): Promise<void> {
  const [sale] = await services.db
    .select({
      purchaseId: purchases.id,
      kind: purchases.kind,
      athleteUserId: purchases.athleteUserId,
      notificationId: notifications.id,
      message: notifications.message,
    })
    .from(purchases)
    .leftJoin(
      notifications,
      sql`${notifications.userId} = ${purchases.athleteUserId} and ${notifications.data}->>'purchaseId' = ${purchases.id}::text`,
    )
    .where(eq(purchases.idempotencyKey, idempotencyKey))
    .limit(1);
  if (!sale?.athleteUserId) return;
  if (sale.notificationId) {
    await announceNotification(
      services,
      sale.athleteUserId,
      sale.notificationId,
      sale.message ?? '',
    );
  }
  if (paysSchool(sale.kind as TSaleKind)) {
    const school = await services.db
      .select({
        id: notifications.id,
        userId: notifications.userId,
        message: notifications.message,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, SCHOOL_NOTIFICATION_TYPES.ipSale),
          sql`${notifications.data}->>'purchaseId' = ${sale.purchaseId}::text`,
        ),
      );
    await announceSchoolNotifications(services, school);
  }
  await publishToUser(services, sale.athleteUserId, 'wallet.changed', {});
}

/**
 * `announceSale` as a job: queue it in the transaction that books the sale, and the bell lights
 * up once that commits, from whichever process runs the job, even if the one that booked it
 * stops right after its commit.
 */
export const announceSaleJob = defineJob<{ idempotencyKey: string }>(
  'sale-announce',
  async (services, data) => {
    await announceSale(services, data.idempotencyKey);
  },
);
