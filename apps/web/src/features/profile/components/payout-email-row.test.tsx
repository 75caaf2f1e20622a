import { messages, PAYOUT_EMAIL_ROW_PATH, profileTexts as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  callsTo,
  mockApi,
  renderPage,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
  typeAtOnce,
} from '../../../test/render';
import ProfilePage from '../pages/profile-page';
import { profileFixture, updated } from '../test-data';

const m = messages.profile;
const PUT = 'PUT /api/profile/payout-email';
const current = profileFixture({ payoutEmail: 'pay@example.com' });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderProfile(answer: unknown, route = '/admin/profile') {
  const spy = mockApi({ 'GET /api/profile': current, [PUT]: answer });
  const result = renderPage(<ProfilePage />, {
    route,
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, ...result };
}

async function openDialog(user: ReturnType<typeof renderProfile>['user']) {
  await user.click(await screen.findByRole('button', { name: t.payoutEmailChangeLabel }));
  const dialog = await screen.findByRole('dialog', { name: m.payoutEmailDialogTitle });
  return {
    dialog,
    email: within(dialog).getByLabelText(t.payoutEmailNewLabel, { exact: false }),
    password: within(dialog).getByLabelText(t.payoutEmailPasswordLabel, { exact: false }),
    submit: within(dialog).getByRole('button', { name: t.payoutEmailSubmit }),
  };
}

describe('payout e-mail change', () => {
  it('checks the address with the sign-up rule and asks the password before sending', async () => {
    const { spy, user } = renderProfile(null);
    expect(await screen.findByText('pay@example.com')).toBeVisible();
    const { dialog, email, password, submit } = await openDialog(user);
    await user.click(submit);
    expect(email).toHaveAccessibleDescription(messages.registration.payoutEmailInvalid);
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(messages.auth.passwordRequired),
    );
    await typeAtOnce(user, email, 'not-an-email');
    await user.click(submit);
    expect(email).toHaveAccessibleDescription(messages.registration.payoutEmailInvalid);
    await user.clear(email);
    await typeAtOnce(user, email, 'PAY@example.com');
    await typeAtOnce(user, password, 'Athlete123!');
    await user.click(submit);
    expect(await within(dialog).findByText(m.payoutEmailUnchanged)).toBeVisible();
    expect(callsTo(spy, PUT)).toHaveLength(0);
  });

  it('shows a wrong password under its field and keeps the dialog open', async () => {
    const wrong = messages.auth.currentPasswordInvalid;
    const { user } = renderProfile(
      apiError(400, 'VALIDATION_FAILED', wrong, { currentPassword: wrong }),
    );
    const { dialog, email, password, submit } = await openDialog(user);
    await typeAtOnce(user, email, 'new@example.com');
    await typeAtOnce(user, password, 'guess');
    await user.click(submit);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining(wrong)),
    );
    expect(dialog).toBeVisible();
    expect(email).toHaveValue('new@example.com');
    expect(screen.getByText('pay@example.com')).toBeVisible();
  });

  it('shows too many attempts in the dialog', async () => {
    const { user } = renderProfile(
      apiError(429, 'TOO_MANY_REQUESTS', messages.auth.tooManyAttempts),
    );
    const { dialog, email, password, submit } = await openDialog(user);
    await typeAtOnce(user, email, 'new@example.com');
    await typeAtOnce(user, password, 'Athlete123!');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.auth.tooManyAttempts,
    );
  });

  it('sends the new address with the password, then shows it with the message', async () => {
    const { spy, user } = renderProfile(
      updated(m.payoutEmailChanged, { ...current, payoutEmail: 'new@example.com' }),
    );
    const { email, password, submit } = await openDialog(user);
    await typeAtOnce(user, email, 'New@Example.com');
    await typeAtOnce(user, password, 'Athlete123!');
    await user.click(submit);
    expect(await screen.findByText(m.payoutEmailChanged)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('new@example.com')).toBeVisible();
    expect(callsTo(spy, PUT)[0]?.body).toEqual({
      payoutEmail: 'New@Example.com',
      currentPassword: 'Athlete123!',
    });
  });

  it("lands on the row from the withdraw form's link, its Change button focused", async () => {
    renderProfile(null, PAYOUT_EMAIL_ROW_PATH);
    const button = await screen.findByRole('button', { name: t.payoutEmailChangeLabel });
    await waitFor(() => expect(button).toHaveFocus());
  });
});
