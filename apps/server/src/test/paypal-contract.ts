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
};

type ContractDocument = {
  components: { schemas: object; parameters: Record<string, { schema: object }> };
};

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
  ajv.addSchema({ $id: 'orders', components: document.components });
  ajv.addSchema({
    $id: 'payments',
    components: read(contractFile('payments_payment_v2.json')).components,
  });
  ajv.addSchema({
    $id: 'webhooks',
    components: read(contractFile('notifications_webhooks_v1.json')).components,
  });
  ajv.addSchema({
    $id: 'payouts',
    components: read(contractFile('payments_payouts_batch_v1.json')).components,
  });
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
