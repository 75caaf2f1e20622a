import {
  ACKNOWLEDGEMENT_LABELS,
  ALWAYS_REQUIRED_ACKNOWLEDGEMENTS,
  registrationMessages,
} from '@fhp/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { field, typeAtOnce } from '../../test/render';

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

const fill = (user: UserEvent, label: string, text: string) =>
  typeAtOnce(user, screen.getByLabelText(field(label)), text);

/** A complete college sign-up but for the License Agreement's I ACCEPT box. */
export async function fillCollegeSignUp(user: UserEvent, check?: () => void) {
  await user.click(await screen.findByRole('radio', { name: r.athleteTypeCollege }));
  await fill(user, r.firstNameLabel, 'Carla');
  await fill(user, r.lastNameLabel, 'Reyes');
  fireEvent.change(screen.getByLabelText(field(r.dateOfBirthLabel)), {
    target: { value: '2004-05-06' },
  });
  await fill(user, r.emailLabel, 'carla@example.com');
  await fill(user, r.passwordLabel, 'Carla12345!');
  check?.();
  await acknowledgePhotoInstructions(user);
  await user.upload(fileInput(), photoFile());
  check?.();
  await fill(user, r.phoneLabel, '3055551234');
  await user.click(radioIn(r.contactWithFansLabel, r.no));
  await user.click(radioIn(r.countryLabel, r.countryUsa));
  await user.click(radioIn(r.schoolAthleteLabel, r.yes));
  await fill(user, r.payoutEmailLabel, 'pay@example.com');
  await fill(user, r.chatRateLabel, '2');
  await user.click(radioIn(r.sportBadgeLabel, '$4'));
  check?.();
  await pick(user, r.sportLabel, 'Bask', 'Basketball');
  await pick(user, r.stateLabel, 'Flor', 'Florida');
  await pick(user, r.cityLabel, 'Mia', 'Miami');
  await pick(user, r.collegeLabel, 'Bar', 'Barry University');
  check?.();
  for (const key of ALWAYS_REQUIRED_ACKNOWLEDGEMENTS) {
    if (key === 'photoInstructions' || key === 'agreementAccepted') continue;
    await user.click(screen.getByRole('checkbox', { name: ACKNOWLEDGEMENT_LABELS[key] }));
  }
}

/** The License Agreement's I ACCEPT box is on the form, under the agreement's summary. */
export async function acceptLicenseAgreement(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: r.licenseAgreementAccept }));
}
