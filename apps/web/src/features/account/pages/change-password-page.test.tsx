import { messages } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  callsTo,
  field,
  mockApi,
  renderApp,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
} from '../../../test/render';

const t = messages.account;
const m = messages.auth;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(changePassword: unknown = { message: m.passwordUpdated }) {
  const spy = mockApi({
    'GET /api/notifications/summary': { unreadCount: 0 },
    'POST /api/auth/change-password': changePassword,
  });
  renderApp({
    route: '/admin/change-password',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return spy;
}

async function submit(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  const inputs = {
    current: await screen.findByLabelText(field(t.currentPasswordLabel)),
    next: screen.getByLabelText(field(t.newPasswordLabel)),
    confirm: screen.getByLabelText(field(t.confirmPasswordLabel)),
  };
  for (const input of Object.values(inputs)) await user.clear(input);
  if (current) await user.type(inputs.current, current);
  if (next) await user.type(inputs.next, next);
  if (confirm) await user.type(inputs.confirm, confirm);
  await user.click(screen.getByRole('button', { name: t.updateButton }));
  return inputs;
}

describe('change password page', () => {
  it('shows name, sport | state, athlete ID and e-mail', async () => {
    renderPage();
    expect(await screen.findByText('Ana Diaz')).toBeVisible();
    expect(screen.getByText('Basketball | Florida')).toBeVisible();
    expect(screen.getByText('1001')).toBeVisible();
    expect(screen.getByText('athlete@example.com')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  });

  it.each([
    ['old-pass', '12345', '12345', m.passwordTooShort],
    ['secret1', 'secret1', 'secret1', m.samePassword],
    ['secret1', 'secret2', 'secret3', m.passwordsDoNotMatch],
  ])('refuses %s -> %s / %s with the spec message', async (current, next, confirm, message) => {
    const spy = renderPage();
    await submit(current, next, confirm);
    expect(await screen.findByText(message)).toBeVisible();
    expect(callsTo(spy, 'POST /api/auth/change-password')).toHaveLength(0);
  });

  it("shows the server's 'Current Password is Invalid' on the field", async () => {
    renderPage(() =>
      apiError(400, 'VALIDATION_FAILED', 'Please check the highlighted fields.', {
        currentPassword: m.currentPasswordInvalid,
      }),
    );
    const inputs = await submit('wrong-one', 'secret12', 'secret12');
    expect(await screen.findByText(m.currentPasswordInvalid)).toBeVisible();
    expect(inputs.current).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Password Updated Successfully' and clears the form", async () => {
    const spy = renderPage();
    await waitFor(() =>
      expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(),
    );
    await submit('Athlete123!', 'secret12', 'secret12');
    expect(await screen.findByText(m.passwordUpdated)).toBeVisible();
    expect(callsTo(spy, 'POST /api/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'Athlete123!',
      newPassword: 'secret12',
      confirmPassword: 'secret12',
    });
    // The form re-mounts its (uncontrolled) inputs on reset: read them again.
    await waitFor(() =>
      expect(screen.getByLabelText(field(t.currentPasswordLabel))).toHaveValue(''),
    );
    expect(screen.getByLabelText(field(t.newPasswordLabel))).toHaveValue('');
    expect(screen.getByLabelText(field(t.confirmPasswordLabel))).toHaveValue('');
  });
});
