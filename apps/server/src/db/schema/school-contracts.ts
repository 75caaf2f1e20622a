import {
  INSTITUTE_REQUEST_STATUSES,
  SCHOOL_CONTRACT_EVENT_KINDS,
  SCHOOL_CONTRACT_REQUEST_STATUSES,
  SCHOOL_CONTRACT_STATUSES,
  type TLicensorFields,
  type TScheduleB,
  type TSignature,
} from '@fhp/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import { schoolKindEnum, schools } from './reference';
import { users } from './users';

/**
 * A school's request for the IP license contract (spec: request_School_Contracts), made on
 * /school-licence by a School Verification Officer with the school e-mail and an id image.
 * At most one pending request per school (the spec's duplicate check, kept under concurrency).
 */
export const schoolContractRequests = pgTable(
  'school_contract_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: schoolKindEnum('level').notNull(),
    stateCode: text('state_code').notNull(),
    /** The city (college) or county (high school), as the spec's `country` field holds it. */
    place: text('place').notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    schoolName: text('school_name').notNull(),
    email: text('email').notNull(),
    /** The stored id image (files table key), re-encoded on the server. */
    idImageKey: text('id_image_key').notNull(),
    status: text('status').notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'school_contract_requests_status_check',
      oneOf(t.status, SCHOOL_CONTRACT_REQUEST_STATUSES),
    ),
    uniqueIndex('school_contract_requests_pending_idx')
      .on(t.schoolId)
      .where(sql`${t.status} = 'pending'`),
    // The duplicate checks look a school's requests up; also the foreign key's index.
    index('school_contract_requests_school_idx').on(t.schoolId),
    index('school_contract_requests_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('school_contract_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('school_contract_requests_decided_by_idx').on(t.decidedBy),
  ],
);

/** A school missing from the lists, asked for from the request page's modal (spec: New institute request). */
export const instituteRequests = pgTable(
  'institute_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: schoolKindEnum('level').notNull(),
    stateCode: text('state_code').notNull(),
    /** The city (college) or county (high school). */
    place: text('place').notNull(),
    instituteName: text('institute_name').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('institute_requests_status_check', oneOf(t.status, INSTITUTE_REQUEST_STATUSES)),
    index('institute_requests_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('institute_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('institute_requests_decided_by_idx').on(t.decidedBy),
  ],
);

/**
 * The IP license contract of one listed school (spec: schoolContracts). Created as a draft when
 * an operator approves the request; the officer signs (signed); an operator countersigns, which
 * writes the sealed PDF (approved). The officer's school-admin account is linked on approval.
 */
export const schoolContracts = pgTable(
  'school_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The human contract id shown in Schedule B (from a sequence, never read-then-write). */
    number: bigserial('number', { mode: 'number' }).notNull(),
    requestId: uuid('request_id').references(() => schoolContractRequests.id, {
      onDelete: 'set null',
    }),
    level: schoolKindEnum('level').notNull(),
    stateCode: text('state_code').notNull(),
    place: text('place').notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    schoolName: text('school_name').notNull(),
    /** The school e-mail the request came from: the officer proves control of it before signing. */
    officerEmail: text('officer_email').notNull(),
    /** The officer's school-admin account, created or linked on approval. */
    schoolAdminId: uuid('school_admin_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    scheduleB: jsonb('schedule_b').$type<TScheduleB>(),
    licensor: jsonb('licensor').$type<TLicensorFields>(),
    officerSignature: jsonb('officer_signature').$type<TSignature>(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: text('signed_ip'),
    /** The operator who countersigned, by id and name as signed (the account may go). */
    countersignedBy: uuid('countersigned_by').references(() => users.id, { onDelete: 'set null' }),
    countersignerName: text('countersigner_name'),
    countersignature: jsonb('countersignature').$type<TSignature>(),
    countersignedAt: timestamp('countersigned_at', { withTimezone: true }),
    countersignedIp: text('countersigned_ip'),
    /** The sealed PDF (files key) and the SHA-256 (hex) of the document it seals. */
    pdfKey: text('pdf_key'),
    documentSha256: text('document_sha256'),
    /** The agreement's effective date: the day the contract was created, read-only. */
    effectiveDate: text('effective_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('school_contracts_status_check', oneOf(t.status, SCHOOL_CONTRACT_STATUSES)),
    // One contract per school: the spec's 'This school already has a contract'.
    uniqueIndex('school_contracts_school_idx').on(t.schoolId),
    uniqueIndex('school_contracts_number_idx').on(t.number),
    index('school_contracts_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // The public search: approved contracts by level, state, place.
    index('school_contracts_search_idx').on(t.level, t.stateCode, t.place, t.status),
    index('school_contracts_request_idx').on(t.requestId),
    index('school_contracts_admin_idx').on(t.schoolAdminId),
    index('school_contracts_countersigned_by_idx').on(t.countersignedBy),
  ],
);

/**
 * The contract's audit trail (requested, approved, code sent and verified, viewed, signed,
 * countersigned, sealed, downloaded): append-only, like audit_log (triggers in the migration).
 * Who is kept by e-mail without a foreign key, so a row outlives its account.
 */
export const schoolContractEvents = pgTable(
  'school_contract_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id').references(() => schoolContracts.id),
    requestId: uuid('request_id').references(() => schoolContractRequests.id),
    kind: text('kind').notNull(),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('school_contract_events_kind_check', oneOf(t.kind, SCHOOL_CONTRACT_EVENT_KINDS)),
    index('school_contract_events_contract_idx').on(t.contractId, t.createdAt, t.id),
    index('school_contract_events_request_idx').on(t.requestId, t.createdAt, t.id),
  ],
);
