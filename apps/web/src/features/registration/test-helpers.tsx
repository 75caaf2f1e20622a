import {
  ACKNOWLEDGEMENT_LABELS,
  ALWAYS_REQUIRED_ACKNOWLEDGEMENTS,
  registrationMessages,
} from '@fhp/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { field } from '../../test/render';

export const r = registrationMessages;

export const signUpButton = () => screen.getByRole('button', { name: r.signUpButton });
export const radioIn = (group: string, name: string) =>
  within(
    screen.getByRole('radiogroup', { name: new RegExp(`^${group.replace(/\?/g, '\\?')}`) }),
  ).getByRole('radio', { name });

/** Picks an option of a searchable select by typing part of it. */
export async function pick(user: UserEvent, label: string, search: string, option: string) {
  const input = screen.getByLabelText(field(label), { selector: 'input' });
  await user.click(input);
  await user.paste(search);
  await user.click(await screen.findByRole('option', { name: option }));
}

export const photoFile = (bytes = 10, type = 'image/png', name = 'me.png') =>
  new File([new Uint8Array(bytes)], name, { type });

export const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

/** The photo instructions' box is on the form, beside their text (no dialog to open). */
export async function acknowledgePhotoInstructions(user: UserEvent) {
  await user.click(
    screen.getByRole('checkbox', { name: ACKNOWLEDGEMENT_LABELS.photoInstructions }),
  );
}

/**
 * A whole value in one change event, a box or radio in one click event: for the complete
 * sign-up below, whose subject is what the form does with the answers, not the keystrokes or
 * the focus moving between fields. user-event's click also moves the focus, and each blur
 * validates the field it leaves: three renders of the whole form a field instead of one (the
 * filling was most of the file's time). Typing, focus and blur have tests of their own.
 */
const fill = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(field(label)), { target: { value: text } });
const tick = (element: HTMLElement) => fireEvent.click(element);
/** A box by its label (by role and name, every box's accessible name would be computed). */
const box = (label: string) => screen.getByLabelText(label, { selector: 'input[type="checkbox"]' });

/** A complete college sign-up but for the License Agreement's I ACCEPT box. */
export async function fillCollegeSignUp(user: UserEvent, check?: () => void) {
  tick(await screen.findByRole('radio', { name: r.athleteTypeCollege }));
  fill(r.firstNameLabel, 'Carla');
  fill(r.lastNameLabel, 'Reyes');
  fill(r.dateOfBirthLabel, '2004-05-06');
  fill(r.emailLabel, 'carla@example.com');
  fill(r.passwordLabel, 'Carla12345!');
  check?.();
  tick(box(ACKNOWLEDGEMENT_LABELS.photoInstructions));
  await user.upload(fileInput(), photoFile());
  check?.();
  fill(r.phoneLabel, '3055551234');
  tick(radioIn(r.contactWithFansLabel, r.no));
  tick(radioIn(r.countryLabel, r.countryUsa));
  tick(radioIn(r.schoolAthleteLabel, r.yes));
  fill(r.payoutEmailLabel, 'pay@example.com');
  fill(r.chatRateLabel, '2');
  tick(radioIn(r.sportBadgeLabel, '$4'));
  check?.();
  await pick(user, r.sportLabel, 'Bask', 'Basketball');
  await pick(user, r.stateLabel, 'Flor', 'Florida');
  await pick(user, r.cityLabel, 'Mia', 'Miami');
  await pick(user, r.collegeLabel, 'Bar', 'Barry University');
  check?.();
  for (const key of ALWAYS_REQUIRED_ACKNOWLEDGEMENTS) {
    if (key === 'photoInstructions' || key === 'agreementAccepted') continue;
    tick(box(ACKNOWLEDGEMENT_LABELS[key]));
  }
}

/** The License Agreement's I ACCEPT box is on the form, under the agreement's summary. */
export async function acceptLicenseAgreement(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: r.licenseAgreementAccept }));
}
