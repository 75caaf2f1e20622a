import {
  editLabel,
  messages,
  saveLabel,
  type TAthleteProfile,
  profileTexts as t,
} from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  callsTo,
  field,
  mockApi,
  renderPage,
  setupUser,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
} from '../../../test/render';
import { profileFixture, updated } from '../test-data';
import ProfilePage from './profile-page';

const m = messages.profile;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderProfile(profile: TAthleteProfile, routes: Record<string, unknown> = {}) {
  const spy = mockApi({ 'GET /api/profile': profile, ...routes });
  renderPage(<ProfilePage />, {
    route: '/admin/profile',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return spy;
}

/** PATCH /api/profile answering the field's message with the value applied. */
function patchAnswer(base: TAthleteProfile) {
  return (_url: string, init: RequestInit | undefined) => {
    const { field: name, value } = JSON.parse(String(init?.body)) as {
      field: string;
      value: unknown;
    };
    const message =
      name === 'chatRateCents'
        ? m.chatRateUpdated
        : name === 'sportBadgeRateCents'
          ? m.sportBadgeRateUpdated
          : m.profileUpdated;
    return updated(message, { ...base, [name]: value });
  };
}

const openEditor = async (label: string) => {
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: editLabel(label) }));
  return user;
};

describe('profile page', () => {
  // Its h1 is the panel's title for the route, from the shell (app/panel-shell.test.tsx).
  it('shows every field', async () => {
    renderProfile(profileFixture());
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Diaz' })).toBeVisible();
    // The cards are drawn a few at a time, the links card last.
    expect(
      await screen.findByRole('link', { name: 'https://www.instagram.com/ana' }),
    ).toBeVisible();
    expect(screen.getByText('Athlete ID 1001')).toBeVisible();
    expect(screen.getByText('Basketball | Florida')).toBeVisible();
    for (const value of [
      'Ana',
      'Diaz',
      '(305)-(555)-(0142)',
      'Barry University',
      'Miami',
      '$2.00',
      '$8.00',
    ])
      expect(screen.getAllByText(value)[0]).toBeVisible();
    expect(screen.getByRole('link', { name: 'https://www.instagram.com/ana' })).toBeVisible();
  });

  it('toggles a field to edit, checks it with the domain rule, saves it with its message', async () => {
    const base = profileFixture();
    const spy = renderProfile(base, { 'PATCH /api/profile': patchAnswer(base) });
    const user = await openEditor(t.firstNameLabel);
    const input = screen.getByLabelText(field(t.firstNameLabel));
    await user.clear(input);
    await user.type(input, 'J0');
    await user.click(screen.getByRole('button', { name: saveLabel(t.firstNameLabel) }));
    expect(await screen.findByText(messages.registration.nameLettersOnly)).toBeVisible();
    expect(callsTo(spy, 'PATCH /api/profile')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Jo');
    await user.click(screen.getByRole('button', { name: saveLabel(t.firstNameLabel) }));
    expect(await screen.findByText(m.profileUpdated)).toBeVisible();
    expect(callsTo(spy, 'PATCH /api/profile')[0]?.body).toEqual({
      field: 'firstName',
      value: 'Jo',
    });
    // Back in view mode, showing the saved value.
    expect(await screen.findByRole('button', { name: editLabel(t.firstNameLabel) })).toBeVisible();
    expect(screen.queryByLabelText(field(t.firstNameLabel))).not.toBeInTheDocument();
    expect(screen.getByText('Jo')).toBeVisible();
  });

  it('cancels an edit without saving', async () => {
    const spy = renderProfile(profileFixture());
    const user = await openEditor(t.lastNameLabel);
    await user.type(screen.getByLabelText(field(t.lastNameLabel)), 'x');
    await user.click(screen.getByRole('button', { name: `${t.cancel} ${t.lastNameLabel}` }));
    expect(screen.getByRole('button', { name: editLabel(t.lastNameLabel) })).toBeVisible();
    expect(screen.getByText('Diaz')).toBeVisible();
    expect(callsTo(spy, 'PATCH /api/profile')).toHaveLength(0);
  });

  it('saves the chat rate in cents with its own message', async () => {
    const base = profileFixture();
    const spy = renderProfile(base, { 'PATCH /api/profile': patchAnswer(base) });
    const user = await openEditor(t.chatRateLabel);
    const input = screen.getByLabelText(field(t.chatRateLabel));
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: saveLabel(t.chatRateLabel) }));
    expect(await screen.findByText(messages.registration.chatRateRequired)).toBeVisible();
    await user.type(input, '3.5');
    await user.click(screen.getByRole('button', { name: saveLabel(t.chatRateLabel) }));
    expect(await screen.findByText(m.chatRateUpdated)).toBeVisible();
    expect(callsTo(spy, 'PATCH /api/profile')[0]?.body).toEqual({
      field: 'chatRateCents',
      value: 350,
    });
    expect(await screen.findByText('$3.50')).toBeVisible();
  });

  it('saves the sport badge rate: presets or $20-$599, with its own message', async () => {
    const base = profileFixture();
    const spy = renderProfile(base, { 'PATCH /api/profile': patchAnswer(base) });
    const user = await openEditor(t.sportBadgeRateLabel);
    await user.click(screen.getByText(t.sportBadgeCustom));
    const amount = await screen.findByLabelText(field(t.sportBadgeCustomLabel));
    await user.type(amount, '15');
    await user.click(screen.getByRole('button', { name: saveLabel(t.sportBadgeRateLabel) }));
    expect(await screen.findByText(messages.registration.sportBadgeCustomRange)).toBeVisible();
    expect(callsTo(spy, 'PATCH /api/profile')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(screen.getByRole('button', { name: saveLabel(t.sportBadgeRateLabel) }));
    expect(await screen.findByText(m.sportBadgeRateUpdated)).toBeVisible();
    expect(callsTo(spy, 'PATCH /api/profile')[0]?.body).toEqual({
      field: 'sportBadgeRateCents',
      value: 2500,
    });
  });

  it('refuses a Qr_Url that is not a video link', async () => {
    const base = profileFixture();
    const spy = renderProfile(base, { 'PATCH /api/profile': patchAnswer(base) });
    const user = await openEditor(t.qrUrlLabel);
    const input = screen.getByLabelText(field(t.qrUrlLabel));
    await user.click(input);
    await user.paste('https://vimeo.com/123');
    await user.click(screen.getByRole('button', { name: saveLabel(t.qrUrlLabel) }));
    expect(await screen.findByText(m.qrUrlInvalid)).toBeVisible();
    await user.clear(input);
    await user.click(input);
    await user.paste('https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: saveLabel(t.qrUrlLabel) }));
    expect(await screen.findByText(m.profileUpdated)).toBeVisible();
    expect(callsTo(spy, 'PATCH /api/profile')[0]?.body).toEqual({
      field: 'qrUrl',
      value: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });

  it("shows the server's field message when it refuses a value", async () => {
    renderProfile(profileFixture(), {
      'PATCH /api/profile': apiError(400, 'VALIDATION_FAILED', 'Invalid', {
        value: messages.registration.sportUnknown,
      }),
      'GET /api/reference/sports': { items: [{ name: 'Basketball' }, { name: 'Soccer' }] },
    });
    const user = await openEditor(t.sportLabel);
    await user.click(screen.getByLabelText(field(t.sportLabel), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Soccer' }));
    await user.click(screen.getByRole('button', { name: saveLabel(t.sportLabel) }));
    expect(await screen.findByText(messages.registration.sportUnknown)).toBeVisible();
  });

  it("shows 'pending' and no switch without a rating", async () => {
    renderProfile(profileFixture({ rating: null }));
    expect(await screen.findByText(m.ratingPending)).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('switches the rating visibility when a rating exists', async () => {
    const base = profileFixture({ rating: 4.5, showRating: false });
    const spy = renderProfile(base, {
      'PUT /api/profile/rating-visibility': updated(m.profileUpdated, {
        ...base,
        showRating: true,
      }),
    });
    const user = setupUser();
    const toggle = await screen.findByRole('switch', { name: m.ratingSwitchLabel });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByText(m.ratingPending)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText(m.profileUpdated)).toBeVisible();
    expect(callsTo(spy, 'PUT /api/profile/rating-visibility')[0]?.body).toEqual({ show: true });
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('offers the IP contract only when the server says so; Yes explains it, Confirm signs it', async () => {
    const base = profileFixture({ ipContractOffer: true });
    const spy = renderProfile(base, {
      'POST /api/profile/ip-contract': updated(m.contractAdded, {
        ...base,
        ipContractOffer: false,
        hasSchoolContract: true,
      }),
    });
    const user = setupUser();
    const offer = await screen.findByRole('region', { name: t.ipContractTitle });
    expect(offer).toHaveTextContent(m.ipContractOfferTitle);

    // Yes opens the explanation; Cancel closes it and sends nothing.
    await user.click(within(offer).getByRole('button', { name: m.ipContractYes }));
    let dialog = await screen.findByRole('dialog', { name: m.ipContractConfirmTitle });
    expect(dialog).toHaveTextContent(m.ipContractConfirmIntro);
    for (const point of m.ipContractConfirmPoints) expect(dialog).toHaveTextContent(point);
    expect(within(dialog).getByRole('link', { name: m.ipContractConfirmLicence })).toHaveAttribute(
      'href',
      '/school-licence/agreement',
    );
    await user.click(within(dialog).getByRole('button', { name: m.ipContractCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(spy, 'POST /api/profile/ip-contract')).toHaveLength(0);
    expect(screen.getByRole('region', { name: t.ipContractTitle })).toBeVisible();

    // Yes, then Confirm: now it is sent.
    await user.click(within(offer).getByRole('button', { name: m.ipContractYes }));
    dialog = await screen.findByRole('dialog', { name: m.ipContractConfirmTitle });
    expect(callsTo(spy, 'POST /api/profile/ip-contract')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: m.ipContractConfirm }));
    expect(await screen.findByText(m.contractAdded)).toBeVisible();
    expect(callsTo(spy, 'POST /api/profile/ip-contract')).toHaveLength(1);
    expect(callsTo(spy, 'POST /api/profile/ip-contract')[0]?.body).toEqual({ accept: true });
    expect(await screen.findByText(t.ipContractLinked)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: m.ipContractYes })).not.toBeInTheDocument();
  });

  it("hides the offer on No, and shows 'Error finding contract' when Yes fails", async () => {
    renderProfile(profileFixture({ ipContractOffer: true }), {
      'POST /api/profile/ip-contract': apiError(404, 'NOT_FOUND', m.contractNotFound),
    });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: m.ipContractYes }));
    await user.click(await screen.findByRole('button', { name: m.ipContractConfirm }));
    expect(await screen.findByText(m.contractNotFound)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: m.ipContractNo }));
    expect(screen.queryByText(m.ipContractOfferTitle)).not.toBeInTheDocument();
  });

  it('sets the gender (Male or Female) with the profile message', async () => {
    const base = profileFixture({ gender: null });
    const spy = renderProfile(base, { 'PATCH /api/profile': patchAnswer(base) });
    const user = await openEditor(t.genderLabel);
    const group = screen.getByRole('radiogroup', { name: t.genderLabel });
    // Nothing chosen yet: the domain rule's message, nothing sent.
    await user.click(screen.getByRole('button', { name: saveLabel(t.genderLabel) }));
    expect(await screen.findByText(messages.registration.genderInvalid)).toBeVisible();
    expect(callsTo(spy, 'PATCH /api/profile')).toHaveLength(0);

    await user.click(within(group).getByRole('radio', { name: 'Male' }));
    await user.click(screen.getByRole('button', { name: saveLabel(t.genderLabel) }));
    expect(await screen.findByText(m.profileUpdated)).toBeVisible();
    expect(callsTo(spy, 'PATCH /api/profile')[0]?.body).toEqual({ field: 'gender', value: 'Male' });
    expect(await screen.findByRole('button', { name: editLabel(t.genderLabel) })).toBeVisible();
    expect(screen.getByText('Male')).toBeVisible();
  });

  it('shows no offer without a match', async () => {
    renderProfile(profileFixture({ ipContractOffer: false }));
    await screen.findByRole('heading', { level: 2, name: 'Ana Diaz' });
    expect(screen.queryByText(m.ipContractOfferTitle)).not.toBeInTheDocument();
  });

  it('shows the parental consent status, and nothing without one', async () => {
    renderProfile(
      profileFixture({
        athleteType: 'High School',
        parentalConsent: { status: 'pending', guardianEmail: 'mom@example.com', confirmedAt: null },
      }),
    );
    const card = await screen.findByRole('region', { name: t.consentTitle });
    expect(card).toHaveTextContent(t.statusPending);
    expect(card).toHaveTextContent('mom@example.com');
  });

  it('has no parental consent section when the profile has none', async () => {
    renderProfile(profileFixture());
    await screen.findByRole('heading', { level: 2, name: 'Ana Diaz' });
    expect(screen.queryByRole('region', { name: t.consentTitle })).not.toBeInTheDocument();
  });

  it("refuses an image over 1MB with 'File size exceeds 1MB' and sends nothing", async () => {
    renderProfile(profileFixture());
    const user = setupUser();
    await screen.findByRole('button', { name: t.changeImage });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(
      input,
      new File([new Uint8Array(1_000_001)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(messages.platform.fileTooLarge)).toBeVisible();
  });
});
