#!/usr/bin/env node
// `npm run crash-check`: kill -9 the server while 60 shop captures are in flight on PostgreSQL,
// restart it, and check that every capture taken at the (simulated) provider is recorded exactly
// once (payment captured, one ledger transaction, one shop order) after the reconciliation that
// runs at start. KILL_AFTER_MS moves the moment of the kill (default 150 ms after the captures).
// CRASH_ADMIN_URL names a database to create the scratch database `fhp_crash` from.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.CRASH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = new URL(adminUrl);
DB.pathname = '/fhp_crash';
const admin = new pg.Client(adminUrl);
await admin.connect();
await admin.query('drop database if exists fhp_crash with (force)');
await admin.query('create database fhp_crash');
await admin.end();
const base = 'http://127.0.0.1:3311';
function start() {
  // The server itself, not a wrapper: SIGKILL must hit the process that holds the captures.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: DB.toString(),
      PORT: '3311',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(os.tmpdir(), 'fhp-crash-check'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}
async function ready() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('no server');
}
const post = (path, body) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body ?? {}),
  });
let server = start();
await ready();
const order = {
  firstName: 'Ana',
  lastName: 'Diaz',
  state: 'Florida',
  city: 'Miami',
  apartment: '4B',
  address: '1 Ocean Drive',
  postalCode: '33139',
  type: 'poster',
  posterPacks: 1,
};
const ids = [];
for (let i = 0; i < 60; i++) {
  const res = await (await post('/api/shop/orders', order)).json();
  await post(`/api/payments/simulated/${res.approveUrl.split('/').pop()}/approve`);
  ids.push(res.paymentId);
}
// Fire every capture, then kill -9 a few milliseconds later.
const inflight = ids.map((id) =>
  post(`/api/shop/orders/${id}/capture`)
    .then((r) => r.status)
    .catch(() => 'dropped'),
);
await new Promise((r) => setTimeout(r, Number(process.env.KILL_AFTER_MS ?? 150)));
server.kill('SIGKILL');
const answers = await Promise.all(inflight);
const answerCounts = {};
for (const answer of answers) answerCounts[answer] = (answerCounts[answer] ?? 0) + 1;
console.log('answers before the kill:', JSON.stringify(answerCounts));
const db = new pg.Client(DB.toString());
await db.connect();
const q = async (sql) => (await db.query(sql)).rows;
console.log(
  'after kill  :',
  JSON.stringify(await q(`select p.status, count(*)::int from payments p group by 1 order by 1`)),
);
server = start();
await ready();
await new Promise((r) => setTimeout(r, 3000));
console.log(
  'after restart:',
  JSON.stringify(await q(`select p.status, count(*)::int from payments p group by 1 order by 1`)),
);
const bad = await q(`
  select so.id, so.status as order_status, p.status as payment_status,
    (select count(*)::int from ledger_transactions t where t.payment_id = p.id) as postings,
    (select count(*)::int from shop_orders o where o.payment_id = p.id) as orders
  from simulated_orders so join payments p on p.id = so.payment_id
  where (so.status = 'captured' and so.refund_id is null) <> (p.status = 'captured')
     or (p.status = 'captured' and ((select count(*) from ledger_transactions t where t.payment_id = p.id) <> 1
                                 or (select count(*) from shop_orders o where o.payment_id = p.id) <> 1))`);
console.log(
  'captured at provider but not recorded exactly once:',
  bad.length,
  JSON.stringify(bad.slice(0, 3)),
);
const sums = await q(`select coalesce(sum(amount_cents),0)::int as total from ledger_entries`);
console.log('ledger sum:', sums[0].total);
server.kill('SIGTERM');
await db.end();
process.exit(bad.length ? 1 : 0);
