import {
  shopTotalCents,
  type TShopOrderInput,
  type TShopOrderType,
  ZShopOrderRequest,
} from '@fhp/domain';
import { useForm } from '@mantine/form';

export type OrderFormValues = {
  firstName: string;
  lastName: string;
  state: string;
  city: string;
  apartment: string;
  address: string;
  postalCode: string;
  companyName: string;
  /** NumberInput gives '' while empty. */
  signs: number | string;
  posterPacks: number | string;
  /** Which athlete the signs are for (their public number); sign and both orders only. */
  athleteNumber: number | string;
};

export const EMPTY_ORDER: OrderFormValues = {
  firstName: '',
  lastName: '',
  state: '',
  city: '',
  apartment: '',
  address: '',
  postalCode: '',
  companyName: '',
  signs: '',
  posterPacks: '',
  athleteNumber: '',
};

const quantity = (value: number | string) =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

/** The request for the chosen type: only the quantities that type asks for, never an amount. */
export function toOrderRequest(values: OrderFormValues, type: TShopOrderType): TShopOrderInput {
  const { signs, posterPacks, athleteNumber, ...shipping } = values;
  const s = quantity(signs) as number;
  const p = quantity(posterPacks) as number;
  const a = quantity(athleteNumber) as number;
  if (type === 'sign') return { ...shipping, type, signs: s, athleteNumber: a };
  if (type === 'poster') return { ...shipping, type, posterPacks: p };
  return { ...shipping, type, signs: s, posterPacks: p, athleteNumber: a };
}

/** The domain's field messages, first one per field. */
export function orderFormErrors(values: OrderFormValues, type: TShopOrderType) {
  const result = ZShopOrderRequest.safeParse(toOrderRequest(values, type));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The live total by the domain rule; a quantity that is not (yet) a whole number counts as 0. */
export function liveTotalCents(values: OrderFormValues, type: TShopOrderType): number {
  const count = (v: number | string) => {
    const n = quantity(v);
    return n !== undefined && Number.isInteger(n) && n > 0 ? n : 0;
  };
  return shopTotalCents({
    signs: type === 'poster' ? 0 : count(values.signs),
    posterPacks: type === 'sign' ? 0 : count(values.posterPacks),
  });
}

export function useOrderForm(type: TShopOrderType) {
  return useForm<OrderFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_ORDER,
    validateInputOnBlur: true,
    validate: (values) => orderFormErrors(values, type),
  });
}
export type OrderForm = ReturnType<typeof useOrderForm>;

/**
 * The form survives the trip to the provider only for a cancel: kept in this tab's session
 * storage while the buyer is away, restored on a cancelled return, dropped on success.
 */
const draftKey = (type: TShopOrderType) => `fhp-shop-draft-${type}`;

export function saveDraft(type: TShopOrderType, values: OrderFormValues) {
  try {
    sessionStorage.setItem(draftKey(type), JSON.stringify(values));
  } catch {
    // Storage full or blocked: the buyer types the form again after a cancel.
  }
}

export function takeDraft(type: TShopOrderType): OrderFormValues | null {
  try {
    const raw = sessionStorage.getItem(draftKey(type));
    sessionStorage.removeItem(draftKey(type));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<OrderFormValues>;
    const values = { ...EMPTY_ORDER };
    for (const key of Object.keys(EMPTY_ORDER) as (keyof OrderFormValues)[]) {
      const v = stored[key];
      if (typeof v === 'string' || typeof v === 'number')
        (values as Record<string, unknown>)[key] = v;
    }
    return values;
  } catch {
    return null;
  }
}

export function dropDraft(type: TShopOrderType) {
  try {
    sessionStorage.removeItem(draftKey(type));
  } catch {
    // Nothing to drop.
  }
}
