import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  schoolContractSigningMessages as signing,
  schoolContractDocumentsTexts as texts,
} from '@fhp/domain';
import { describe, expect, inject, it } from 'vitest';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, MOBILE, RESULTS_DIR, useBrowser } from '../support/browser';
import { signIn } from '../support/session';

/**
 * Countersigning a school contract (issue 35, item 5). Owns the demo's signed contract (Miami
 * Dade College, seed/demo-signed-contract.ts): the demo operator countersigns it in the console
 * with a typed signature, downloads the sealed PDF, and the public confirmation page shows the
 * SHA-256 of exactly that file, which its in-browser check confirms.
 */
const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The seed's fixed id (DEMO_SIGNED_CONTRACT_ID in apps/server/src/seed/demo-signed-contract.ts). */
const CONTRACT_ID = '5c4f0d2e-7a31-4e59-9b1c-35a0c0de0035';

describe('school contract countersignature', () => {
  it('an operator countersigns, downloads the sealed PDF, and the confirmation page shows its SHA-256', async () => {
    const ops = await browser.newPage({ width: DESKTOP, baseUrl });
    await signIn(ops, baseUrl, { ...DEMO.admin, panel: 'console' });
    await ops.goto(`/console/school-contracts/${CONTRACT_ID}`);
    const main = ops.getByRole('main');
    await main.getByRole('heading', { name: texts.detail.title('University of Miami') }).waitFor();
    await main.getByText(texts.detail.eventLabels.signed).waitFor();
    await expectNoSeriousA11yViolations(ops);

    await main.getByRole('button', { name: texts.countersign.button }).click();
    const dialog = ops.getByRole('dialog', { name: texts.countersign.title });
    await dialog.getByRole('textbox', { name: texts.countersign.nameLabel }).fill('Alex Operator');
    await dialog.getByText(signing.signatureType, { exact: true }).click();
    await dialog.getByRole('textbox', { name: signing.signatureTypedLabel }).fill('Alex Operator');
    await dialog.getByRole('button', { name: texts.countersign.confirm }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

    const download = main.getByRole('link', { name: texts.detail.downloadPdf });
    await download.waitFor();
    await main.getByText(texts.detail.eventLabels.sealed).waitFor();
    const shown = (await main.getByTestId('contract-sha256').textContent())?.trim();
    const [file] = await Promise.all([ops.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^FHP_School_Contract_\d+\.pdf$/);
    // Kept beside the failure screenshots (git-ignored), for a person to open.
    await fs.mkdir(RESULTS_DIR, { recursive: true });
    const saved = path.join(RESULTS_DIR, file.suggestedFilename());
    await file.saveAs(saved);
    const bytes = await fs.readFile(saved);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(shown).toBe(sha256);
    await ops.close();

    // Anyone: the confirmation page (what the PDF's QR code opens) shows the same SHA-256.
    const visitor = await browser.newPage({ width: MOBILE, baseUrl });
    await visitor.goto(`/verify/school-contract/${CONTRACT_ID}`);
    const page = visitor.getByRole('main');
    await page.getByText('University of Miami').waitFor();
    expect((await page.getByTestId('verify-sha256').textContent())?.trim()).toBe(sha256);
    await visitor.getByTestId('verify-file-input').setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: bytes,
    });
    await page.getByText(texts.verify.matches).waitFor();
    await expectNoSeriousA11yViolations(visitor);

    // A changed copy does not match.
    const changed = Buffer.from(bytes);
    changed[changed.length - 10] = (changed[changed.length - 10] ?? 0) ^ 1;
    await visitor.getByTestId('verify-file-input').setInputFiles({
      name: 'changed.pdf',
      mimeType: 'application/pdf',
      buffer: changed,
    });
    await page.getByText(texts.verify.differs).waitFor();

    // An id that is not an approved contract reveals nothing.
    await visitor.goto('/verify/school-contract/00000000-0000-4000-8000-000000000000');
    await visitor.getByRole('main').getByText(texts.verify.notFound).waitFor();
    await visitor.close();
  });
});
