import type { TLicensorInput, TScheduleBInput } from '@fhp/domain';

/**
 * 'Save Drafts' (spec: the School and licensor data kept in the browser): the officer's fields
 * per contract in localStorage, restored on the next visit. The signature is never kept there.
 */
export type ContractDraft = { scheduleB: TScheduleBInput; licensor: TLicensorInput };

const keyOf = (contractId: string) => `fhp:school-contract-draft:${contractId}`;

export function saveContractDraft(contractId: string, draft: ContractDraft): boolean {
  try {
    window.localStorage.setItem(keyOf(contractId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 500) : '');
const list = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, 50) : [];

/** The saved draft, read defensively (the storage is the browser's: anything may be there). */
export function loadContractDraft(contractId: string): ContractDraft | null {
  let parsed: unknown;
  try {
    const raw = window.localStorage.getItem(keyOf(contractId));
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isObject(parsed.scheduleB) || !isObject(parsed.licensor)) return null;
  const b = parsed.scheduleB;
  const l = parsed.licensor;
  return {
    scheduleB: {
      address: text(b.address),
      city: text(b.city),
      zip: text(b.zip),
      allowedViews: list(b.allowedViews),
      restrictedViews: list(b.restrictedViews),
      officerFirstName: text(b.officerFirstName),
      officerLastName: text(b.officerLastName),
      phone: text(b.phone),
      extension: text(b.extension),
    },
    licensor: {
      name: text(l.name),
      title: text(l.title),
      address: text(l.address),
      city: text(l.city),
      zip: text(l.zip),
    },
  };
}

export function clearContractDraft(contractId: string) {
  try {
    window.localStorage.removeItem(keyOf(contractId));
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
}
