import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { checkSchoolIpTexts, schoolAreaTexts } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO } from '../support/api';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { embeddedFirstStart } from '../support/first-start';
import { field } from '../support/forms';
import { makeDataDir, removeDir, type ServerHandle, startServer } from '../support/server';
import { signIn, waitForPath } from '../support/session';
import { messages } from '../support/texts';

/**
 * The school administrator (issue 35 items 6-8): the demo school admin signs in at
 * /school/login, finds FIU's contract and the school's notifications; the demo athlete's Check
 * School IP (/admin/index) says FIU holds an approved contract.
 *
 * Until the contract module's seal is wired into the demo data (demo-school-contracts.ts,
 * `sealDemoContract`), FIU's demo contract is 'signed'. This journey runs a server of its own on
 * a copy of the run's first start in which FIU's contract is set approved before the server
 * starts (when the seal is wired, that is already so and the update changes nothing), so the
 * shared server's demo data stays as every other spec expects.
 */
const browser = useBrowser();
let server: ServerHandle;
let dataDir: string;

beforeAll(async () => {
  const first = await embeddedFirstStart(inject('firstStarts').embedded);
  dataDir = makeDataDir();
  fs.cpSync(first.dataDir, dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { pg_trgm },
  });
  await db.query(
    `update school_contracts
        set status = 'approved', countersigned_at = coalesce(countersigned_at, now()),
            countersigner_name = coalesce(countersigner_name, 'Ada Admin')
      where school_name = 'Florida International University'`,
  );
  await db.query(
    `update school_admin_profiles set ip_contract = true
      where user_id = (select id from users where email = 'school@example.com')`,
  );
  await db.close();
  server = await startServer({ dataDir });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) removeDir(dataDir);
});

const t = schoolAreaTexts;
const auth = messages.authPages;

describe('school administrator', () => {
  it('signs in at /school/login and sees the contract and the notifications', async () => {
    const page = await browser.newPage({ width: DESKTOP, baseUrl: server.baseUrl });
    await page.goto('/school/login');
    await page.getByRole('heading', { level: 1, name: t.loginTitle }).waitFor();
    await field(page, auth.emailLabel).fill(DEMO.school.email);
    await field(page, auth.passwordLabel).fill(DEMO.school.password);
    await page.getByRole('button', { name: auth.loginButton, exact: true }).click();
    await waitForPath(page, '/school');

    const main = page.getByRole('main');
    await main
      .getByRole('heading', { level: 1, name: 'Florida International University' })
      .waitFor();
    const contract = main.getByRole('region', { name: t.contractTitle });
    await contract.getByText(t.statusLabels.approved, { exact: true }).waitFor();
    await contract.getByText(t.statusHints.approved).waitFor();
    expect(await contract.getByText(t.contractNumber, { exact: true }).count()).toBe(1);
    const view = contract.getByRole('link', { name: t.viewContract });
    expect(await view.getAttribute('href')).toMatch(/^\/school-contract\/[0-9a-f-]{36}$/);

    await page
      .getByRole('navigation', { name: t.mainMenu })
      .getByRole('link', { name: t.notificationsTitle })
      .click();
    await waitForPath(page, '/school/notifications');
    await main
      .getByText(
        'Nia Robinson (Track), an athlete of Florida International University, registered on FHP.',
      )
      .waitFor();
  });

  it('is refused to an athlete, whose Check School IP says the school holds a contract', async () => {
    const page = await browser.newPage({ width: MOBILE, baseUrl: server.baseUrl });
    await signIn(page, server.baseUrl, DEMO.athlete);
    await page.goto('/school');
    await page.getByText(t.otherAreaTitle).waitFor();

    await page.goto('/admin/index');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: checkSchoolIpTexts.title }).waitFor();
    await main.getByText(checkSchoolIpTexts.holdsContract).waitFor();
    await main.getByText('Florida International University').waitFor();
    await main.getByRole('button', { name: checkSchoolIpTexts.yes }).waitFor();
  });
});
