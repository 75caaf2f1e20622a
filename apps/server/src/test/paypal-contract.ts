import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { REPO_ROOT } from '../platform/config';

/**
 * Validators built at test time from PayPal's own OpenAPI document (a copy in test/contracts/paypal), so our
 * requests are checked against PayPal's schema, not against a copy we could get wrong.
 * Ajv comes with Fastify; the document's OpenAPI-only keywords (example, discriminator,
 * readOnly...) are ignored and its custom formats are not checked.
 */
export const CHECKOUT_ORDERS_CONTRACT = path.join(
  REPO_ROOT,
  'apps/server/src/test/contracts/paypal/checkout_orders_v2.json',
);

const contractFile = (name: string) =>
  path.join(REPO_ROOT, 'apps/server/src/test/contracts/paypal', name);

export type ContractValidators = {
  orderRequest: ValidateFunction;
  captureRequest: ValidateFunction;
  requestId: ValidateFunction;
  /** payments_payment_v2.json: POST /v2/payments/captures/{id}/refund */
  refundRequest: ValidateFunction;
  /** notifications_webhooks_v1.json: POST /v1/notifications/verify-webhook-signature */
  verifyWebhookSignature: ValidateFunction;
  /** payments_payouts_batch_v1.json: POST /v1/payments/payouts */
  createPayoutRequest: ValidateFunction;
  /** payments_payouts_batch_v1.json: what GET /v1/payments/payouts/{id} answers */
  payoutBatch: ValidateFunction;
  /** checkout_orders_v2.json: POST /v2/checkout/orders/{id}/authorize */
  authorizeRequest: ValidateFunction;
  /** payments_payment_v2.json: POST /v2/payments/authorizations/{id}/capture */
  authorizationCaptureRequest: ValidateFunction;
  /**
   * What PayPal may answer, by operation and status, exactly as each operation's response is
   * declared in its document (a 422 is the error body with that operation's own issue list).
   */
  response: (operation: ContractOperation, status: number) => ValidateFunction | null | undefined;
};

/** The operations whose answers the fake checks against the contract. */
export type ContractOperation =
  | 'orders.create'
  | 'orders.get'
  | 'orders.capture'
  | 'orders.authorize'
  | 'authorizations.capture'
  | 'authorizations.void';

const OPERATIONS: Record<
  ContractOperation,
  { id: 'orders' | 'payments'; path: string; method?: 'get' }
> = {
  'orders.create': { id: 'orders', path: '/v2/checkout/orders' },
  'orders.get': { id: 'orders', path: '/v2/checkout/orders/{id}', method: 'get' },
  'orders.capture': { id: 'orders', path: '/v2/checkout/orders/{id}/capture' },
  'orders.authorize': { id: 'orders', path: '/v2/checkout/orders/{id}/authorize' },
  'authorizations.capture': {
    id: 'payments',
    path: '/v2/payments/authorizations/{authorization_id}/capture',
  },
  'authorizations.void': {
    id: 'payments',
    path: '/v2/payments/authorizations/{authorization_id}/void',
  },
};

type ContractDocument = {
  components: { schemas: object; parameters: Record<string, { schema: object }> };
  paths: Record<
    string,
    Record<
      string,
      { responses?: Record<string, { content?: { 'application/json'?: { schema?: object } } }> }
    >
  >;
};

/** A document's local `#/components/...` references, made to point into the schema added as `id`. */
function anchored(schema: unknown, id: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => anchored(s, id));
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? [key, `${id}${value}`]
        : [key, anchored(value, id)],
    ),
  );
}

export function loadOrdersContract(file = CHECKOUT_ORDERS_CONTRACT): ContractValidators {
  const read = (f: string) => JSON.parse(fs.readFileSync(f, 'utf8')) as ContractDocument;
  const document = read(file);
  // PayPal's patterns are not valid as unicode regular expressions.
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    validateFormats: false,
    unicodeRegExp: false,
  });
  const payments = read(contractFile('payments_payment_v2.json'));
  const documents = { orders: document, payments };
  ajv.addSchema({ $id: 'orders', components: document.components });
  ajv.addSchema({ $id: 'payments', components: payments.components });
  ajv.addSchema({
    $id: 'webhooks',
    components: read(contractFile('notifications_webhooks_v1.json')).components,
  });
  ajv.addSchema({
    $id: 'payouts',
    components: read(contractFile('payments_payouts_batch_v1.json')).components,
  });
  const responses = new Map<string, ValidateFunction | null | undefined>();
  const get = (ref: string, id = 'orders') => {
    const validate = ajv.getSchema(`${id}#/components/${ref}`);
    if (!validate) throw new Error(`contract has no ${ref}`);
    return validate;
  };
  return {
    orderRequest: get('schemas/order_request'),
    captureRequest: get('schemas/order_capture_request'),
    requestId: ajv.compile(document.components.parameters.paypal_request_id?.schema ?? {}),
    refundRequest: get('schemas/refund_request', 'payments'),
    verifyWebhookSignature: get('schemas/verify_webhook_signature', 'webhooks'),
    createPayoutRequest: get('schemas/create_payout_request', 'payouts'),
    payoutBatch: get('schemas/payout_batch', 'payouts'),
    authorizeRequest: get('schemas/order_authorize_request'),
    authorizationCaptureRequest: get('schemas/capture_request', 'payments'),
    response: (operation, status) => {
      const key = `${operation} ${status}`;
      if (responses.has(key)) return responses.get(key);
      const { id, path: route, method = 'post' } = OPERATIONS[operation];
      const answer = documents[id].paths[route]?.[method];
      const declared = answer?.responses?.[String(status)];
      const schema = declared?.content?.['application/json']?.schema;
      // null: the status is declared without a body (204); undefined: not declared at all.
      const validate = schema ? ajv.compile(anchored(schema, id) as object) : declared && null;
      responses.set(key, validate);
      return validate;
    },
  };
}

/** Ajv's errors in PayPal's 422 `details` shape. */
export function contractIssues(validate: ValidateFunction) {
  return (validate.errors ?? []).map((e) => ({
    field: e.instancePath || '/',
    issue: e.keyword === 'required' ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_SYNTAX',
    description: e.message ?? 'invalid',
  }));
}
