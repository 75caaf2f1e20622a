import { messages } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
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
import ChangePasswordPage from './change-password-page';

const t = messages.account;
const m = messages.auth;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderChangePassword(changePassword: unknown = { message: m.passwordUpdated }) {
  const spy = mockApi({
    'POST /api/auth/change-password': changePassword,
  });
  renderPage(<ChangePasswordPage />, {
    route: '/admin/change-password',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return spy;
}

async function submit(current: string, next: string, confirm: string) {
  const user = setupUser();
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
  // Its h1 comes from the panel shell (app/panel-shell.test.tsx).
  it('shows name, sport | state, athlete ID and e-mail', async () => {
    renderChangePassword();
    expect(await screen.findByText('Ana Diaz')).toBeVisible();
    expect(screen.getByText('Basketball | Florida')).toBeVisible();
    expect(screen.getByText('1001')).toBeVisible();
    expect(screen.getByText('athlete@example.com')).toBeVisible();
  });

  // Each rule (too short, same as current, no match) is tested on ZChangePasswordRequest in
  // the domain; here, that the form checks with it and sends nothing.
  it('refuses a confirmation that does not match, with the spec message', async () => {
    const spy = renderChangePassword();
    await submit('secret1', 'secret2', 'secret3');
    expect(await screen.findByText(m.passwordsDoNotMatch)).toBeVisible();
    expect(callsTo(spy, 'POST /api/auth/change-password')).toHaveLength(0);
  });

  it("shows the server's 'Current Password is Invalid' on the field", async () => {
    renderChangePassword(() =>
      apiError(400, 'VALIDATION_FAILED', 'Please check the highlighted fields.', {
        currentPassword: m.currentPasswordInvalid,
      }),
    );
    const inputs = await submit('wrong-one', 'secret12', 'secret12');
    expect(await screen.findByText(m.currentPasswordInvalid)).toBeVisible();
    expect(inputs.current).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Password Updated Successfully' and clears the form", async () => {
    const spy = renderChangePassword();
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
