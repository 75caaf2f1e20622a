import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { schoolContractDocumentsTexts as texts } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  emailOutbox,
  schoolAdminProfiles,
  schoolContractEvents,
  schoolContracts,
} from '../../db/schema';
import { loadConfig } from '../../platform/config';
import type { AppServices } from '../../platform/services';
import { createAdmin, sessionCookie, signedInUser } from '../../test/factories';
import {
  createSignedContract,
  drawnSignature,
  scribbledSignature,
} from '../../test/signed-contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { renderContractPdf } from './contract-pdf';
import { contractPdfContent } from './contract-pdf-content';
import { countersignAndSeal, renderSealedContract, sealSignedContract } from './countersign';
import { makeDevelopmentP12, signingCertificate } from './signing-certificate';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** poppler-utils must be installed (.ci/run installs it): a missing tool fails, never skips. */
function tool(name: 'pdfsig' | 'pdftoppm' | 'pdfinfo' | 'pdftotext'): string {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  const file = found.stdout.trim();
  if (found.status !== 0 || !file) {
    throw new Error(
      `${name} is missing: install poppler-utils (apt-get install poppler-utils) to check the sealed PDF`,
    );
  }
  return file;
}

function pdfsig(file: string): { code: number; out: string } {
  const run = spawnSync(tool('pdfsig'), [file], { encoding: 'utf8' });
  return { code: run.status ?? -1, out: `${run.stdout}${run.stderr}` };
}

describe('school contract documents: countersign, seal, download, confirm', () => {
  let t: TestApp;
  let cookie: string;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-pdf-'));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.services.db, {
      email: 'seal-ops@example.com',
      firstName: 'Olivia',
      lastName: 'Grant',
    });
    cookie = await sessionCookie(t.services.db, admin.id);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const countersign = (id: string, payload: object, as = cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/school-contracts/${id}/countersign`,
      headers: { cookie: as },
      payload,
    });
  const typed = { name: 'Olivia Grant', signature: { kind: 'typed', value: 'Olivia Grant' } };
  const count = async (table: typeof auditLog | typeof emailOutbox) =>
    (await t.services.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  const eventsOf = async (contractId: string) =>
    t.services.db
      .select()
      .from(schoolContractEvents)
      .where(eq(schoolContractEvents.contractId, contractId));

  it('shows an operator the contract, its Schedule B, signature and trail; others get 403', async () => {
    const { contract } = await createSignedContract(t.services.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/console/school-contracts/${contract.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: contract.id,
      status: 'signed',
      schoolName: contract.schoolName,
      officerEmail: contract.officerEmail,
      scheduleB: { officerFirstName: 'Dana', allowedViews: ['Sideline', 'End zone', 'Broadcast'] },
      licensor: { title: 'Director of Athletics' },
      officerSignature: { kind: 'drawn' },
      signedIp: '203.0.113.7',
      pdfUrl: null,
      verifyPath: `/verify/school-contract/${contract.id}`,
    });
    expect(body.events.map((e: { kind: string }) => e.kind)).toEqual([
      'approved',
      'code-sent',
      'code-verified',
      'viewed',
      'signed',
    ]);
    const athlete = await signedInUser(t.services.db);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/console/school-contracts/${contract.id}`,
      headers: { cookie: athlete.cookie },
    });
    expect(refused.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/console/school-contracts/00000000-0000-4000-8000-000000000000',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('countersigns a signed contract once: sealed PDF stored, approved, trail, audit, IP offer, e-mail', async () => {
    const { contract, admin: schoolAdmin } = await createSignedContract(t.services.db);
    const audits = await count(auditLog);
    const mails = await count(emailOutbox);
    const res = await countersign(contract.id, typed);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(texts.countersign.done);
    expect(body.contract).toMatchObject({
      status: 'approved',
      countersignerName: 'Olivia Grant',
      countersignature: { kind: 'typed', value: 'Olivia Grant' },
      pdfUrl: `/api/school-contracts/${contract.id}/pdf`,
    });
    const [stored] = await t.services.db
      .select()
      .from(schoolContracts)
      .where(eq(schoolContracts.id, contract.id));
    expect(stored?.countersignedBy).toBe(admin.id);
    expect(stored?.countersignedIp).toBeTruthy();
    expect(stored?.pdfKey).toMatch(/^school-contracts\//);
    const object = await t.services.storage.get(stored?.pdfKey as string);
    const chunks: Buffer[] = [];
    for await (const chunk of object?.body ?? []) chunks.push(Buffer.from(chunk));
    const file = Buffer.concat(chunks);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(file)).toBe(stored?.documentSha256);
    expect(body.contract.documentSha256).toBe(sha256(file));

    const kinds = (await eventsOf(contract.id)).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'countersigned')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'sealed')).toHaveLength(1);
    expect(await count(auditLog)).toBe(audits + 1);
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectId, contract.id),
          eq(auditLog.action, 'school-contract.countersign'),
        ),
      );
    expect(audit?.actorEmail).toBe('seal-ops@example.com');
    const [profile] = await t.services.db
      .select({ ipContract: schoolAdminProfiles.ipContract })
      .from(schoolAdminProfiles)
      .where(eq(schoolAdminProfiles.userId, schoolAdmin.id));
    expect(profile?.ipContract).toBe(true);
    expect(await count(emailOutbox)).toBe(mails + 1);
    const [mail] = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, contract.officerEmail));
    expect(mail?.template).toBe('school-contract-approved');
    expect(mail?.textBody).toContain(`/api/school-contracts/${contract.id}/pdf`);
    expect(mail?.textBody).toContain(`/verify/school-contract/${contract.id}`);

    // Decided once: a second countersignature is refused and writes nothing.
    const again = await countersign(contract.id, typed);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(texts.errors.alreadyApproved);
    expect(await count(auditLog)).toBe(audits + 1);
  });

  it('refuses a draft (409), an unknown contract (404) and a bad signature (400), writing nothing', async () => {
    const { contract: draft } = await createSignedContract(t.services.db, { status: 'draft' });
    const audits = await count(auditLog);
    const refused = await countersign(draft.id, typed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(texts.errors.notSigned);
    const unknown = await countersign('00000000-0000-4000-8000-000000000000', typed);
    expect(unknown.statusCode).toBe(404);

    const { contract } = await createSignedContract(t.services.db);
    for (const signature of [
      { kind: 'drawn', value: 'data:image/png;base64,bm90IGEgcG5n' },
      {
        kind: 'drawn',
        value: `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`,
      },
      { kind: 'drawn', value: 'data:image/png;base64,%%%' },
      { kind: 'drawn', value: 'data:image/jpeg;base64,AAAA' },
      { kind: 'typed', value: '   ' },
      { kind: 'scribbled', value: 'x' },
    ]) {
      const res = await countersign(contract.id, { name: 'Olivia Grant', signature });
      expect(res.statusCode, JSON.stringify(signature)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    expect((await countersign(contract.id, { signature: typed.signature })).statusCode).toBe(400);
    const [still] = await t.services.db
      .select({ status: schoolContracts.status, pdfKey: schoolContracts.pdfKey })
      .from(schoolContracts)
      .where(eq(schoolContracts.id, contract.id));
    expect(still).toEqual({ status: 'signed', pdfKey: null });
    expect(await count(auditLog)).toBe(audits);
    expect((await eventsOf(contract.id)).map((e) => e.kind)).not.toContain('countersigned');
  });

  it('serves the PDF of an approved contract to anyone, records each download, and confirms its SHA-256', async () => {
    const { contract } = await createSignedContract(t.services.db, {
      officerSignature: await scribbledSignature(),
    });
    const pdfUrl = `/api/school-contracts/${contract.id}/pdf`;
    const verifyUrl = `/api/school-contracts/${contract.id}/verification`;
    // Not approved yet: nothing to see, as for an unknown id.
    for (const url of [pdfUrl, verifyUrl]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe(texts.errors.notFound);
    }
    expect((await countersign(contract.id, typed)).statusCode).toBe(200);

    const download = await t.app.inject({ method: 'GET', url: pdfUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/FHP_School_Contract_\d+\.pdf/);
    const file = download.rawPayload;
    fs.writeFileSync(path.join(work, 'sealed.pdf'), file);
    if (process.env.CONTRACT_PDF_OUT) fs.writeFileSync(process.env.CONTRACT_PDF_OUT, file);
    const verification = await t.app.inject({ method: 'GET', url: verifyUrl });
    expect(verification.statusCode).toBe(200);
    expect(verification.json()).toMatchObject({
      id: contract.id,
      status: 'approved',
      schoolName: contract.schoolName,
      sha256: sha256(file),
      pdfUrl,
    });
    expect(verification.json().agreementSha256).toMatch(/^[0-9a-f]{64}$/);
    // The certificate page prints the agreement's SHA-256 the confirmation page shows.
    const printed = execFileSync(tool('pdftotext'), [path.join(work, 'sealed.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(printed).toContain(verification.json().agreementSha256);

    const fan = await signedInUser(t.services.db, { role: 'fan', email: 'seal-fan@example.com' });
    expect(
      (await t.app.inject({ method: 'GET', url: pdfUrl, headers: { cookie: fan.cookie } }))
        .statusCode,
    ).toBe(200);
    const downloads = (await eventsOf(contract.id)).filter((e) => e.kind === 'downloaded');
    expect(downloads).toHaveLength(2);
    expect(downloads.map((e) => e.actorEmail).sort()).toEqual(
      ['seal-fan@example.com', null].sort(),
    );
    expect(downloads.every((e) => e.ip)).toBe(true);
  });

  it('renders the same bytes for the same contract; the stored file is that render plus the seal', async () => {
    const { contract } = await createSignedContract(t.services.db, {
      officerSignature: drawnSignature(),
    });
    expect((await countersign(contract.id, typed)).statusCode).toBe(200);
    const [row] = await t.services.db
      .select()
      .from(schoolContracts)
      .where(eq(schoolContracts.id, contract.id));
    if (!row) throw new Error('no contract');
    const one = await renderSealedContract(t.services, t.services.db, row, 'seal-ops@example.com');
    const two = await renderSealedContract(t.services, t.services.db, row, 'seal-ops@example.com');
    expect(one.unsealed.equals(two.unsealed)).toBe(true);
    expect(one.agreementSha256).toBe(two.agreementSha256);
    // The seal is an incremental update: the stored file starts with the unsealed render.
    const object = await t.services.storage.get(row.pdfKey as string);
    const chunks: Buffer[] = [];
    for await (const chunk of object?.body ?? []) chunks.push(Buffer.from(chunk));
    const stored = Buffer.concat(chunks);
    expect(stored.subarray(0, one.unsealed.length).equals(one.unsealed)).toBe(true);
    // Same certificate and signing time: the seal is the same too (RSA PKCS#1 v1.5).
    expect(sha256(stored)).toBe(one.sha256);

    const certificate = await signingCertificate(t.services.config.contractSigning);
    const content = await contractPdfContent(t.services.db, row, {
      publicUrl: t.services.config.publicUrl,
      operatorEmail: 'seal-ops@example.com',
      sealedBy: certificate.subject,
    });
    const agreement = await renderContractPdf(content, { certificate: false });
    expect(sha256(agreement)).toBe(one.agreementSha256);
  });

  it('is sealed: pdfsig finds a valid PKCS#7 signature over the whole file; one changed byte breaks it', () => {
    const file = path.join(work, 'sealed.pdf');
    const bytes = fs.readFileSync(file);
    const ok = pdfsig(file);
    expect(ok.out).toContain('adbe.pkcs7.detached');
    expect(ok.out).toContain('Signature is Valid');
    expect(ok.out).toContain('Total document signed');
    expect(ok.out).toContain('FHP development seal');

    // One byte in the middle of the first signed range (the agreement's pages), changed: the
    // digest no longer matches.
    const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)/.exec(bytes.toString('latin1'));
    const firstLength = Number(range?.[2]);
    expect(firstLength).toBeGreaterThan(1000);
    const tampered = Buffer.from(bytes);
    const byte = Math.floor(firstLength / 2);
    tampered[byte] = (tampered[byte] ?? 0) ^ 0x01;
    const changed = path.join(work, 'tampered.pdf');
    fs.writeFileSync(changed, tampered);
    const bad = pdfsig(changed);
    expect(bad.out).not.toContain('Signature is Valid');
    expect(bad.out).toMatch(/Digest Mismatch|Signature is Invalid|not valid/i);
  });

  it('renders every page, the signing certificate included, with pdftoppm', () => {
    const file = path.join(work, 'sealed.pdf');
    const info = execFileSync(tool('pdfinfo'), [file], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    const prefix = path.join(work, 'page');
    const run = spawnSync(tool('pdftoppm'), ['-png', '-r', '40', file, prefix], {
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    const rendered = fs.readdirSync(work).filter((f) => f.startsWith('page') && f.endsWith('.png'));
    expect(rendered).toHaveLength(pages);
    for (const name of rendered)
      expect(fs.statSync(path.join(work, name)).size).toBeGreaterThan(1000);
    const last = execFileSync(
      tool('pdftotext'),
      ['-f', String(pages), '-l', String(pages), file, '-'],
      { encoding: 'utf8' },
    );
    expect(last).toContain(texts.pdf.certificate.title);
    expect(last).toContain('203.0.113.7');
  });

  it('seals with the configured certificate (CONTRACT_SIGNING_P12, base64) when one is given', async () => {
    const p12 = await makeDevelopmentP12('Example School Seal Authority', 'pass-phrase');
    const config = loadConfig({
      NODE_ENV: 'test',
      CONTRACT_SIGNING_P12: p12.toString('base64'),
      CONTRACT_SIGNING_PASSPHRASE: 'pass-phrase',
    });
    const services: AppServices = {
      ...t.services,
      config: { ...t.services.config, contractSigning: config.contractSigning },
    };
    const { contract } = await createSignedContract(t.services.db);
    const done = await countersignAndSeal(services, {
      contractId: contract.id,
      operator: { id: admin.id, email: admin.email },
      name: 'Olivia Grant',
      signature: drawnSignature(),
      ip: '192.0.2.10',
    });
    const download = await t.app.inject({ method: 'GET', url: done.contract.pdfUrl as string });
    const file = path.join(work, 'configured.pdf');
    fs.writeFileSync(file, download.rawPayload);
    const checked = pdfsig(file);
    expect(checked.out).toContain('Example School Seal Authority');
    expect(checked.out).toContain('Signature is Valid');
  });

  it('refuses to countersign in production without a certificate (503), writing nothing', async () => {
    const production = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://fhp.example' });
    expect(production.contractSigning.developmentP12Path).toBeNull();
    const services: AppServices = {
      ...t.services,
      config: { ...t.services.config, contractSigning: production.contractSigning },
    };
    const { contract } = await createSignedContract(t.services.db);
    const audits = await count(auditLog);
    await expect(
      countersignAndSeal(services, {
        contractId: contract.id,
        operator: { id: admin.id, email: admin.email },
        name: 'Olivia Grant',
        signature: { kind: 'typed', value: 'Olivia Grant' },
        ip: null,
      }),
    ).rejects.toMatchObject({ status: 503, message: texts.errors.sealUnavailable });
    const [still] = await t.services.db
      .select({ status: schoolContracts.status })
      .from(schoolContracts)
      .where(eq(schoolContracts.id, contract.id));
    expect(still?.status).toBe('signed');
    expect(await count(auditLog)).toBe(audits);
  });

  it('sealSignedContract approves a signed contract as the console does (for the demo seed)', async () => {
    const { contract } = await createSignedContract(t.services.db);
    const done = await sealSignedContract(t.services, {
      contractId: contract.id,
      operator: { id: admin.id, email: admin.email },
      name: 'Olivia Grant',
    });
    expect(done.contract.status).toBe('approved');
    expect(done.contract.documentSha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
