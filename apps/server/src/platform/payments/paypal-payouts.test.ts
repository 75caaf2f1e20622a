import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { PayPalPaymentProvider, payoutStateOf } from './paypal-provider';

/** PayPal's own Payouts contract (copied unchanged beside the other PayPal contracts). */
const CONTRACT = path.join(
  REPO_ROOT,
  'apps/server/src/test/contracts/paypal/payments_payouts_batch_v1.json',
);

/**
 * A small stand-in for PayPal Payouts: it checks the create request against PayPal's schema,
 * refuses a second batch with the same sender_batch_id with a link to the first (as PayPal
 * does), and answers the batch's item status a test sets.
 */
class FakePayouts {
  readonly batches = new Map<string, { senderBatchId: string; itemStatus: string }>();
  readonly bodies: unknown[] = [];
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  private readonly validate = (() => {
    const document = JSON.parse(fs.readFileSync(CONTRACT, 'utf8'));
    const ajv = new Ajv({
      strict: false,
      allErrors: true,
      validateFormats: false,
      unicodeRegExp: false,
    });
    ajv.addSchema({ $id: 'payouts', components: document.components });
    const fn = ajv.getSchema('payouts#/components/schemas/create_payout_request');
    if (!fn) throw new Error('no create_payout_request in the contract');
    return fn;
  })();
  baseUrl = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = req.url ?? '';
    if (url === '/v1/oauth2/token') {
      return send(200, { access_token: 'A21.fake', token_type: 'Bearer', expires_in: 3600 });
    }
    if (req.method === 'POST' && url === '/v1/payments/payouts') {
      const body = JSON.parse(raw);
      this.bodies.push(body);
      if (!this.validate(body))
        return send(422, { name: 'VALIDATION_ERROR', details: this.validate.errors });
      const senderBatchId = body.sender_batch_header.sender_batch_id as string;
      const existing = [...this.batches.entries()].find(
        ([, b]) => b.senderBatchId === senderBatchId,
      );
      if (existing) {
        return send(400, {
          name: 'USER_BUSINESS_ERROR',
          message: `Batch with given sender_batch_id already exists: ${senderBatchId}`,
          links: [{ href: `${this.baseUrl}/v1/payments/payouts/${existing[0]}`, rel: 'self' }],
        });
      }
      const id = `BATCH${this.batches.size + 1}`;
      this.batches.set(id, { senderBatchId, itemStatus: 'PENDING' });
      return send(201, { batch_header: { payout_batch_id: id, batch_status: 'PENDING' } });
    }
    const read = /^\/v1\/payments\/payouts\/([^/?]+)/.exec(url);
    const batch = read?.[1] ? this.batches.get(read[1]) : undefined;
    if (req.method === 'GET' && batch && read?.[1]) {
      return send(200, {
        batch_header: { payout_batch_id: read[1], batch_status: 'SUCCESS' },
        items: [{ payout_item_id: `ITEM-${read[1]}`, transaction_status: batch.itemStatus }],
      });
    }
    return send(404, { name: 'RESOURCE_NOT_FOUND' });
  }
}

describe('PayPal Payouts adapter', () => {
  let fake: FakePayouts;
  let provider: PayPalPaymentProvider;
  beforeAll(async () => {
    fake = await new FakePayouts().start();
    provider = new PayPalPaymentProvider({
      apiBase: fake.baseUrl,
      clientId: 'id',
      clientSecret: 'secret',
    });
  });
  afterAll(() => fake.close());

  const payout = (withdrawalId: string) => ({
    withdrawalId,
    amountCents: 1250,
    currency: 'USD',
    receiverEmail: 'athlete@example.com',
    note: 'Your withdrawal',
  });

  it('sends a payout PayPal accepts, keyed on the withdrawal id, and reads its state', async () => {
    const input = payout('w-1');
    const { batchId } = await provider.createPayout(input);
    expect(fake.bodies.at(-1)).toMatchObject({
      sender_batch_header: { sender_batch_id: 'w-1' },
      items: [{ receiver: 'athlete@example.com', amount: { currency: 'USD', value: '12.50' } }],
    });
    expect(await provider.readPayout({ ...input, batchId })).toEqual({ status: 'pending' });
    const batch = fake.batches.get(batchId);
    if (!batch) throw new Error('no batch');
    batch.itemStatus = 'SUCCESS';
    expect(await provider.readPayout({ ...input, batchId })).toEqual({
      status: 'paid',
      itemId: `ITEM-${batchId}`,
    });
  });

  it('gets the first batch back when the same withdrawal is sent again: never two payouts', async () => {
    const input = payout('w-2');
    const first = await provider.createPayout(input);
    const again = await provider.createPayout(input);
    expect(again.batchId).toBe(first.batchId);
    expect([...fake.batches.values()].filter((b) => b.senderBatchId === 'w-2')).toHaveLength(1);
  });

  it('maps item states: returned, cancelled, failed and denied bring the money back, unclaimed and held wait', () => {
    const batch = (status: string, batchStatus = 'SUCCESS') => ({
      batch_header: { batch_status: batchStatus },
      items: [{ payout_item_id: 'I', transaction_status: status }],
    });
    expect(payoutStateOf(batch('RETURNED')).status).toBe('returned');
    expect(payoutStateOf(batch('FAILED')).status).toBe('failed');
    expect(payoutStateOf(batch('BLOCKED')).status).toBe('failed');
    expect(payoutStateOf(batch('DENIED')).status).toBe('failed');
    expect(payoutStateOf(batch('CANCELED')).status).toBe('returned');
    expect(payoutStateOf(batch('UNCLAIMED')).status).toBe('pending');
    expect(payoutStateOf(batch('ONHOLD')).status).toBe('pending');
    expect(payoutStateOf(batch('PENDING', 'DENIED')).status).toBe('failed');
  });
});
