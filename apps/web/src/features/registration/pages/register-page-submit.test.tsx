import { messages } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { mockReference } from '../../../test/reference';
import { field, renderPage, setupUser } from '../../../test/render';
import { acceptLicenseAgreement, fillCollegeSignUp, r, signUpButton } from '../test-helpers';
import RegisterPage from './register-page';

const upload = vi.hoisted(() => ({ postMultipart: vi.fn() }));
vi.mock('../../../lib/upload', () => upload);

// The whole form filled and sent, apart from the other sign-up tests (register-page.test.tsx):
// filling it is the costliest thing in the web tests, and two files run side by side.
beforeEach(() => {
  mockReference();
});
afterEach(() => {
  vi.unstubAllGlobals();
  upload.postMultipart.mockReset();
});

const open = async () => {
  const app = renderPage(<RegisterPage />, { route: '/auth/register', path: 'auth/register' });
  await screen.findByRole('heading', { level: 1, name: messages.authPages.registerTitle });
  return app;
};

// A click on a still-disabled button does nothing: under load the form's state can trail the
// last keystroke or the closing dialog, so wait until Sign Up is enabled before pressing it.
const submit = async (user: ReturnType<typeof setupUser>) => {
  await waitFor(() => expect(signUpButton()).toBeEnabled());
  await user.click(signUpButton());
};

describe('sign-up form, sent', { timeout: 120_000 }, () => {
  // One filled form for three answers: filling it costs more than all the rest of a test.
  it('shows the server field errors and the 409 message, then sends the form and the photo and opens the fee page', async () => {
    upload.postMultipart.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', 'Please check the form.', {
        chatRateCents: r.chatRateTooHigh,
        school: r.schoolUnknown,
      }),
    );
    upload.postMultipart.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', r.emailTaken));
    upload.postMultipart.mockImplementationOnce(async (_endpoint, _body, options) => {
      options?.onProgress?.(0.5);
      return { athleteNumber: 1002, registrationStatus: 'pending_fee', feeToken: 'tok-123' };
    });
    const user = setupUser();
    const { router } = await open();
    await fillCollegeSignUp(user);
    await acceptLicenseAgreement(user);
    await submit(user);
    const rate = screen.getByLabelText(field(r.chatRateLabel));
    await waitFor(() =>
      expect(rate).toHaveAccessibleDescription(expect.stringContaining(r.chatRateTooHigh)),
    );
    expect(screen.getByText(r.schoolUnknown)).toBeInTheDocument();
    expect(screen.getByText('Please check the form.')).toBeInTheDocument();

    await submit(user);
    const email = screen.getByLabelText(field(r.emailLabel));
    await waitFor(() => expect(email).toHaveAccessibleDescription(r.emailTaken));

    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration-fee'));
    expect(router.state.location.search).toBe('?feeToken=tok-123');
    expect(upload.postMultipart).toHaveBeenCalledTimes(3);
    const [endpoint, body] = upload.postMultipart.mock.calls[2] as [{ path: string }, FormData];
    expect(endpoint.path).toBe('/api/registration/athletes');
    expect(body.get('photo')).toBeInstanceOf(File);
    const data = JSON.parse(String(body.get('data')));
    expect(data).toMatchObject({
      firstName: 'Carla',
      phone: '(305)-(555)-(1234)',
      chatRateCents: 200,
      sportBadgeRateCents: 400,
      state: 'FL',
      city: 'Miami',
      school: 'Barry University',
    });
  });
});
