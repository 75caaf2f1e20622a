import { deflateSync } from 'node:zlib';
import { ACKNOWLEDGEMENT_LABELS, ALWAYS_REQUIRED_ACKNOWLEDGEMENTS, messages } from '@fhp/domain';
import type { Locator, Page } from 'playwright-core';
import { chooseOption } from '../support/select';

export const r = messages.registration;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its exact label, ignoring the " *" of required fields. */
export function labelled(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));
}

/** A radio of the group named `group`. */
export function radio(page: Page, group: string, option: string): Locator {
  return page
    .getByRole('radiogroup', { name: new RegExp(`^${escapeRegExp(group)}`) })
    .getByRole('radio', { name: option, exact: true });
}

/** A small, real PNG (solid colour), made here so the test needs no fixture file. */
export function tinyPng(size = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x2f)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type NewAthlete = {
  type: 'College' | 'High School';
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  state: string;
  /** City (college) or county (high school). */
  place: string;
  /** Typed into the school picker; the first option offered is chosen. */
  schoolSearch: string;
  /** High school only: the parent or guardian who gets the consent link. */
  guardianEmail?: string;
};

/** Opens a select by its label, types `search` and picks the option named `option`. */
export async function pick(page: Page, label: string, search: string, option?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await chooseOption(page, input, option ?? page.getByRole('option').filter({ hasText: search }), {
    search,
  });
}

/** Opens a dialog from its button, runs `inside` on it, and waits until it has closed. */
export async function inDialog(
  page: Page,
  button: string,
  title: string,
  inside: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await inside(dialog);
  await dialog.waitFor({ state: 'hidden' });
}

/** The sign-up up to (not including) the Sign Up click, through the real controls. */
export async function fillSignUp(page: Page, a: NewAthlete) {
  await radio(page, r.athleteTypeLabel, a.type).check();
  await labelled(page, r.firstNameLabel).fill(a.firstName);
  await labelled(page, r.lastNameLabel).fill(a.lastName);
  await labelled(page, r.dateOfBirthLabel).fill('2004-05-06');
  await labelled(page, r.emailLabel).fill(a.email);
  await labelled(page, r.passwordLabel).fill(a.password);

  // The photo instructions are on the form with their box (no dialog to open first).
  await page.getByRole('checkbox', { name: ACKNOWLEDGEMENT_LABELS.photoInstructions }).check();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await page.getByRole('img', { name: r.photoPreviewAlt }).waitFor();

  await labelled(page, r.phoneLabel).pressSequentially('3055551234');
  await radio(page, r.contactWithFansLabel, r.yes).check();
  await radio(page, r.contactMethodLabel, r.whatsapp).check();
  await labelled(page, r.whatsappLabel).fill('3055551234');
  await radio(page, r.countryLabel, r.countryUsa).check();
  await radio(page, r.schoolAthleteLabel, r.yes).check();

  await labelled(page, r.payoutEmailLabel).fill(a.email);
  await labelled(page, r.chatRateLabel).fill('2');
  await radio(page, r.sportBadgeLabel, '$8').check();

  await pick(page, r.sportLabel, 'Basket', 'Basketball');
  await pick(page, r.stateLabel, a.state, a.state);
  const highSchool = a.type === 'High School';
  await pick(page, highSchool ? r.countyLabel : r.cityLabel, a.place, a.place);
  await pick(page, highSchool ? r.highSchoolLabel : r.collegeLabel, a.schoolSearch);
  if (highSchool) await labelled(page, r.guardianEmailLabel).fill(a.guardianEmail ?? '');

  // Every acknowledgement, I ACCEPT included, is a box on the form itself: none needs a dialog.
  const boxes = ALWAYS_REQUIRED_ACKNOWLEDGEMENTS.filter((k) => k !== 'photoInstructions').map(
    (k) => ACKNOWLEDGEMENT_LABELS[k],
  );
  if (highSchool) boxes.push(ACKNOWLEDGEMENT_LABELS.highSchoolInformation);
  for (const label of boxes) await page.getByRole('checkbox', { name: label, exact: true }).check();
}
