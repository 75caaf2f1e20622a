import { authMessages, registrationMessages, fansTexts as t } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockReference } from '../../../test/reference';
import { apiError, callsTo, field, renderPage, typeAtOnce } from '../../../test/render';
import FanSignUpPage from './fan-sign-up-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FAN = {
  id: '0b7c1e4a-5d6f-4a8b-9c0d-1e2f3a4b5c6d',
  email: 'frankie@example.com',
  role: 'fan' as const,
  isManager: false,
  firstName: 'Frankie',
  lastName: 'Fanning',
  name: 'Frankie Fanning',
};

function renderSignUp(
  route = '/fan/sign-up',
  signUp: unknown = { user: FAN, message: t.signedUp },
) {
  const spy = mockReference({ 'POST /api/fans': signUp });
  const result = renderPage(<FanSignUpPage />, { route, path: 'fan/sign-up' });
  return { spy, ...result };
}

const fill = async (user: UserEvent, label: string, text: string) =>
  typeAtOnce(user, await screen.findByLabelText(field(label), { selector: 'input' }), text);

/** Picks an option of a searchable select by typing part of it. */
async function pick(user: UserEvent, label: string, search: string, option: string) {
  const input = screen.getByLabelText(field(label), { selector: 'input' });
  await user.click(input);
  await user.paste(search);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillAll(user: UserEvent) {
  await fill(user, t.firstNameLabel, 'Frankie');
  await fill(user, t.lastNameLabel, 'Fanning');
  await fill(user, t.emailLabel, 'Frankie@Example.com');
  await fill(user, t.passwordLabel, 'Fan12345!');
  await pick(user, t.stateLabel, 'Flor', 'Florida');
  await fill(user, t.cityLabel, 'Miami');
}

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: t.signUpButton }));

describe('fan sign-up page', () => {
  it('checks every field with the catalogue messages before calling the server', async () => {
    const { spy, user } = renderSignUp();
    await screen.findByRole('heading', { level: 1, name: t.signUpTitle });
    await submit(user);
    expect(await screen.findByText(registrationMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(registrationMessages.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(t.stateRequired)).toBeInTheDocument();
    expect(screen.getByText(t.cityRequired)).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/fans')).toHaveLength(0);
  });

  it('asks for a password as long as the athletes do', async () => {
    const { user } = renderSignUp();
    await fill(user, t.passwordLabel, '12345');
    await submit(user);
    expect(await screen.findByText(authMessages.passwordTooShort)).toBeInTheDocument();
  });

  it('creates the account with the form body, then opens the directory signed in', async () => {
    const { spy, user, router, queryClient } = renderSignUp();
    await fillAll(user);
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/athletes'));
    expect(callsTo(spy, 'POST /api/fans')[0]?.body).toEqual({
      firstName: 'Frankie',
      lastName: 'Fanning',
      email: 'Frankie@Example.com',
      password: 'Fan12345!',
      stateCode: 'FL',
      city: 'Miami',
    });
    expect(queryClient.getQueryData(['me'])).toMatchObject({ user: { role: 'fan' } });
  });

  it('goes back to a same-site ?redirect= after sign-up, never to another site', async () => {
    const first = renderSignUp('/fan/sign-up?redirect=%2Fathletes%2F1001');
    await fillAll(first.user);
    await submit(first.user);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/athletes/1001'));
    first.unmount();
    const second = renderSignUp('/fan/sign-up?redirect=https%3A%2F%2Fevil.example');
    await fillAll(second.user);
    await submit(second.user);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/athletes'));
  });

  it('says a taken e-mail beside the field and offers the sign-in', async () => {
    const { user, router } = renderSignUp('/fan/sign-up', () =>
      apiError(409, 'CONFLICT', t.emailTaken),
    );
    await fillAll(user);
    await submit(user);
    expect(await screen.findAllByText(t.emailTaken)).toHaveLength(2);
    expect(screen.getByLabelText(field(t.emailLabel), { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(router.state.location.pathname).toBe('/fan/sign-up');
    const signIn = screen.getAllByRole('link', { name: t.signInLink });
    expect(signIn[0]).toHaveAttribute('href', '/fan/login');
  });
});
