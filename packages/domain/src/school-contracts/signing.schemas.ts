import { z } from 'zod';
import { formatPhone } from '../registration/registration.fields';
import { CONTRACT_LEVELS, SCHOOL_CONTRACT_STATUSES } from './school-contracts.model';
import { schoolContractSigningMessages as m } from './signing.messages';

/**
 * The contract page and the officer's signing (issue #35, items 3 and 5): the limits of the
 * one-time code and of the signing session it grants, and the schemas both the page and the
 * server validate with.
 */
export const SIGNING_CODE_DIGITS = 6;
export const SIGNING_CODE_TTL_MINUTES = 15;
/** Wrong tries on one code; then the code is dead and a new one must be asked for. */
export const SIGNING_CODE_MAX_ATTEMPTS = 5;
/** Codes sent per contract id in an hour (counted per id, known or not: no oracle). */
export const SIGNING_CODES_PER_CONTRACT_PER_HOUR = 5;
/** Codes asked for from one network address in an hour. */
export const SIGNING_CODE_REQUESTS_PER_ADDRESS_PER_HOUR = 20;
/** Code checks from one network address in an hour, whatever the contract. */
export const SIGNING_CODE_CHECKS_PER_ADDRESS_PER_HOUR = 40;
/** How long a verified officer may read and sign the contract (the signing session). */
export const SIGNING_GRANT_TTL_HOURS = 2;
/** The signing session's cookie (HttpOnly, scoped to the contract's API path). */
export const SIGNING_GRANT_COOKIE = 'fhp_contract_grant';

export const CONTRACT_TEXT_MAX = 100;
export const CONTRACT_ADDRESS_MAX = 200;
export const CONTRACT_VIEW_MAX = 80;
export const CONTRACT_VIEWS_MAX = 20;
export const TYPED_SIGNATURE_MAX = 80;
/** A drawn signature's PNG data URL, in characters (about 150 KB of PNG). */
export const SIGNATURE_DATA_URL_MAX = 200_000;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/** The page's path, as the officer's e-mails link it. */
export const schoolContractPath = (id: string) => `/school-contract/${encodeURIComponent(id)}`;
/** The API path of a contract (the signing cookie is scoped to it). */
export const schoolContractApiPath = (id: string) => `/api/school-contracts/${id}`;

const text = (field: string, max = CONTRACT_TEXT_MAX) =>
  z
    .string({ error: m.required(field) })
    .trim()
    .min(1, m.required(field))
    .max(max, m.tooLong(field, max));

const ZZip = z
  .string({ error: m.required(m.zip) })
  .trim()
  .min(1, m.required(m.zip))
  .regex(/^\d{5}(-\d{4})?$/, m.zipInvalid);

const ZViews = (field: string) =>
  z
    .array(text(field, CONTRACT_VIEW_MAX), { error: m.required(field) })
    .max(CONTRACT_VIEWS_MAX, m.viewsTooMany(CONTRACT_VIEWS_MAX))
    .refine(
      (views) => new Set(views.map((v) => v.toLowerCase())).size === views.length,
      m.viewsDuplicate,
    );

/** Schedule B as the officer fills it (contract id, school, state and e-mail come from the contract). */
export const ZScheduleBInput = z
  .object({
    address: text(m.address, CONTRACT_ADDRESS_MAX),
    city: text(m.city),
    zip: ZZip,
    allowedViews: ZViews(m.allowedViews),
    restrictedViews: ZViews(m.restrictedViews),
    officerFirstName: text(m.officerFirstName),
    officerLastName: text(m.officerLastName),
    phone: z
      .string({ error: m.phoneInvalid })
      .max(40, m.phoneInvalid)
      .refine((v) => v.replace(/\D/g, '').length === 10, m.phoneInvalid)
      .transform((v) => formatPhone(v)),
    extension: z
      .string({ error: m.extensionInvalid })
      .trim()
      .regex(/^\d{0,6}$/, m.extensionInvalid)
      .default(''),
  })
  .refine(
    (b) => {
      const allowed = new Set(b.allowedViews.map((v) => v.toLowerCase()));
      return !b.restrictedViews.some((v) => allowed.has(v.toLowerCase()));
    },
    { message: m.viewInBoth, path: ['restrictedViews'] },
  );

/** The agreement's licensor block. */
export const ZLicensorInput = z.object({
  name: text(m.licensorName),
  title: text(m.licensorTitleField),
  address: text(m.address, CONTRACT_ADDRESS_MAX),
  city: text(m.city),
  zip: ZZip,
});

/**
 * A signature: typed (the name) or drawn (a PNG data URL; the server also checks the bytes are
 * a PNG and re-encodes it, so only pixels are kept).
 */
export const ZSignatureInput = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('typed'),
      value: text(m.signatureTypedLabel, TYPED_SIGNATURE_MAX),
    }),
    z.object({
      kind: z.literal('drawn'),
      value: z
        .string({ error: m.signatureRequired })
        .min(1, m.signatureRequired)
        .max(SIGNATURE_DATA_URL_MAX, m.signatureTooLarge)
        .refine((v) => v.startsWith(PNG_DATA_URL_PREFIX), m.signatureNotPng)
        .refine(
          (v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v.slice(PNG_DATA_URL_PREFIX.length)),
          m.signatureNotPng,
        ),
    }),
  ],
  { error: m.signatureRequired },
);
export type TSignatureInput = z.output<typeof ZSignatureInput>;

export const ZSignContractBody = z.object({
  scheduleB: ZScheduleBInput,
  licensor: ZLicensorInput,
  signature: ZSignatureInput,
});
export type TSignContractBody = z.input<typeof ZSignContractBody>;
export type TScheduleBInput = z.input<typeof ZScheduleBInput>;
export type TLicensorInput = z.input<typeof ZLicensorInput>;

/** Any text: a malformed id is the same 404 as an unknown one. */
export const ZContractPageParams = z.object({ id: z.string().max(200) });

export const ZSigningCodeBody = z.object({
  code: z
    .string({ error: m.codeFormat })
    .trim()
    .regex(new RegExp(`^\\d{${SIGNING_CODE_DIGITS}}$`), m.codeFormat),
});

export const ZSigningMessage = z.object({ message: z.string() });
export const ZSigningVerified = z.object({ message: z.string(), expiresAt: z.string() });

/** A stored signature, Schedule B and licensor block as a contract's readers receive them. */
export const ZSignatureView = z.object({ kind: z.enum(['drawn', 'typed']), value: z.string() });
export const ZScheduleBView = z.object({
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  allowedViews: z.array(z.string()),
  restrictedViews: z.array(z.string()),
  officerFirstName: z.string(),
  officerLastName: z.string(),
  phone: z.string(),
  extension: z.string(),
});
export const ZLicensorView = z.object({
  name: z.string(),
  title: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
});

/** Who is reading: the verified officer, an operator, the school's administrator, or anyone (approved). */
export const CONTRACT_VIEWERS = ['officer', 'operator', 'school-admin', 'public'] as const;

/** GET /api/school-contracts/:id: the contract as its page shows it. */
export const ZSchoolContractView = z.object({
  id: z.string(),
  number: z.number().int(),
  level: z.enum(CONTRACT_LEVELS),
  stateCode: z.string(),
  stateName: z.string(),
  place: z.string(),
  schoolName: z.string(),
  officerEmail: z.string(),
  status: z.enum(SCHOOL_CONTRACT_STATUSES),
  effectiveDate: z.string(),
  scheduleB: ZScheduleBView.nullable(),
  licensor: ZLicensorView.nullable(),
  officerSignature: ZSignatureView.nullable(),
  signedAt: z.string().nullable(),
  countersignerName: z.string().nullable(),
  countersignature: ZSignatureView.nullable(),
  countersignedAt: z.string().nullable(),
  viewer: z.enum(CONTRACT_VIEWERS),
  /** The verified officer on a draft: the form and Submit. */
  canSign: z.boolean(),
  /** Where 'Report' writes to: the operators' address (OPERATOR_EMAIL), as a mailto link. */
  reportTo: z.string(),
});
export type TSchoolContractView = z.infer<typeof ZSchoolContractView>;

export const ZSignContractAnswer = z.object({
  message: z.string(),
  contract: ZSchoolContractView,
});
