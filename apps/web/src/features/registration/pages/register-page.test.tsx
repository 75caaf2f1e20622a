import { messages } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { mockReference } from '../../../test/reference';
import { field, renderPage, setupUser } from '../../../test/render';
import { upload } from '../../../test/upload-mock';
import {
  acceptLicenseAgreement,
  acknowledgePhotoInstructions,
  fileInput,
  fillCollegeSignUp,
  photoFile,
  r,
  radioIn,
  signUpButton,
} from '../test-helpers';
import RegisterPage from './register-page';

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
const submit = async (user: ReturnType<typeof setupUser>, button = signUpButton()) => {
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
};

describe('sign-up form', { timeout: 120_000 }, () => {
  it('states the registration fee and what it buys before the first field', async () => {
    await open();
    const notice = screen.getByRole('alert', { name: r.signUpFeeTitle });
    expect(notice).toHaveTextContent('$4.00');
    expect(notice).toHaveTextContent(r.signUpFeeBody);
    const firstField = screen.getByRole('radio', { name: r.athleteTypeCollege });
    // The notice comes first in the page's order.
    expect(
      notice.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  // One filled form for every answer that needs it: filling it costs more than all the rest of
  // a test (about 10 s of CPU in jsdom), so it is filled once.
  it('keeps Sign Up disabled until every requirement holds, shows the server field errors and the 409 message, then sends the form and the photo and opens the fee page', async () => {
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
    // Found once: every check below reads the same button (asking for it by role and name
    // again computes the accessible name of every button of the form).
    const signUp = signUpButton();
    const disabled = () => {
      expect(signUp).toBeInTheDocument();
      expect(signUp).toBeDisabled();
    };
    disabled();
    await fillCollegeSignUp(user, disabled);
    disabled(); // the License Agreement's I ACCEPT box is still unticked
    await acceptLicenseAgreement(user);
    await waitFor(() => expect(signUp).toBeEnabled());
    const form1099 = screen.getByRole('checkbox', { name: /Form 1099/ });
    await user.click(form1099);
    disabled();
    await user.click(form1099);
    expect(upload.postMultipart).not.toHaveBeenCalled();

    await submit(user, signUp);
    const rate = screen.getByLabelText(field(r.chatRateLabel));
    await waitFor(() =>
      expect(rate).toHaveAccessibleDescription(expect.stringContaining(r.chatRateTooHigh)),
    );
    expect(screen.getByText(r.schoolUnknown)).toBeInTheDocument();
    expect(screen.getByText('Please check the form.')).toBeInTheDocument();

    await submit(user, signUp);
    const email = screen.getByLabelText(field(r.emailLabel));
    await waitFor(() => expect(email).toHaveAccessibleDescription(r.emailTaken));

    await submit(user, signUp);
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

  it('unlocks the photo control only after the instructions are acknowledged', async () => {
    const user = setupUser();
    await open();
    const photo = screen.getByRole('button', { name: field(r.photoLabel) });
    expect(photo).toBeDisabled();
    expect(fileInput()).toBeDisabled();
    // The instructions are read on the form, with their box: no dialog to find first.
    expect(screen.getByText(r.photoInstructionsText)).toBeInTheDocument();
    await acknowledgePhotoInstructions(user);
    expect(photo).toBeEnabled();
  });

  it('refuses a 1,000,001-byte photo and a file that is not an image', async () => {
    const user = setupUser({ applyAccept: false });
    await open();
    await acknowledgePhotoInstructions(user);
    await user.upload(fileInput(), photoFile(1_000_001));
    expect(await screen.findByText('File size exceeds 1MB')).toBeInTheDocument();
    await user.upload(fileInput(), photoFile(20, 'text/plain', 'notes.txt'));
    expect(await screen.findByText(messages.platform.fileTypeNotAllowed)).toBeInTheDocument();
    await user.upload(fileInput(), photoFile(1_000_000));
    await waitFor(() =>
      expect(screen.queryByText(messages.platform.fileTypeNotAllowed)).not.toBeInTheDocument(),
    );
  });

  it('keeps only letters and spaces in names and formats the phone as typed', async () => {
    const user = setupUser();
    await open();
    const first = screen.getByLabelText(field(r.firstNameLabel));
    await user.type(first, 'Jo3-hn Ed!');
    expect(first).toHaveValue('John Ed');
    const phone = screen.getByLabelText(field(r.phoneLabel));
    await user.type(phone, '30555');
    expect(phone).toHaveValue('(305)-(55)');
    await user.type(phone, '51234');
    expect(phone).toHaveValue('(305)-(555)-(1234)');
    await user.type(phone, '{Backspace}{Backspace}');
    expect(phone).toHaveValue('(305)-(555)-(12)');
  });

  it('shows the WhatsApp and Zoom messages when the field loses focus', async () => {
    const user = setupUser();
    await open();
    await user.click(radioIn(r.contactWithFansLabel, r.yes));
    await user.click(radioIn(r.contactMethodLabel, r.whatsapp));
    await user.type(screen.getByLabelText(field(r.whatsappLabel)), '12ab');
    expect(screen.queryByText(r.whatsappInvalid)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(r.whatsappInvalid)).toBeInTheDocument();
    await user.click(radioIn(r.contactMethodLabel, r.zoom));
    await user.type(screen.getByLabelText(field(r.zoomLabel)), 'not-an-email');
    await user.tab();
    expect(await screen.findByText(r.zoomInvalid)).toBeInTheDocument();
  });

  it('asks for a custom badge amount of $20 to $599', async () => {
    const user = setupUser();
    await open();
    await user.click(radioIn(r.sportBadgeLabel, r.sportBadgeCustom));
    const amount = screen.getByLabelText(field(r.sportBadgeCustomLabel));
    await user.type(amount, '10');
    await user.tab();
    expect(await screen.findByText(r.sportBadgeCustomRange)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '25');
    await user.tab();
    await waitFor(() =>
      expect(screen.queryByText(r.sportBadgeCustomRange)).not.toBeInTheDocument(),
    );
  });

  it('offers high-school athletes only the states open to them', async () => {
    const user = setupUser();
    await open();
    await user.click(screen.getByRole('radio', { name: r.athleteTypeHighSchool }));
    await user.click(screen.getByLabelText(field(r.stateLabel), { selector: 'input' }));
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Florida' })).toBeVisible(),
    );
    const names = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['California', 'Florida']);

    await user.click(screen.getByRole('radio', { name: r.athleteTypeCollege }));
    await user.click(screen.getByLabelText(field(r.stateLabel), { selector: 'input' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'California',
        'Florida',
        'New Jersey',
        'Texas',
        r.otherOption,
      ]),
    );
  });

  it('asks for the school name on the Other path, and a county for high school', async () => {
    const user = setupUser();
    await open();
    await user.click(screen.getByRole('radio', { name: r.athleteTypeCollege }));
    await user.click(screen.getByLabelText(field(r.stateLabel), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: r.otherOption }));
    expect(
      screen.queryByLabelText(field(r.cityLabel), { selector: 'input' }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText(field(r.instituteNameLabel))).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: r.athleteTypeHighSchool }));
    expect(screen.queryByLabelText(field(r.instituteNameLabel))).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(field(r.stateLabel), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Florida' }));
    await user.click(await screen.findByLabelText(field(r.countyLabel), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: r.otherOption }));
    expect(
      screen.queryByLabelText(field(r.highSchoolLabel), { selector: 'input' }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText(field(r.instituteNameLabel))).toBeInTheDocument();
  });

  it('asks a high-school athlete, and only them, for a parent or guardian e-mail', async () => {
    const user = setupUser();
    await open();
    await user.click(screen.getByRole('radio', { name: r.athleteTypeCollege }));
    expect(screen.queryByLabelText(field(r.guardianEmailLabel))).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: r.athleteTypeHighSchool }));
    const guardian = screen.getByLabelText(field(r.guardianEmailLabel));
    await user.click(guardian);
    await user.tab();
    expect(await screen.findByText(r.guardianEmailRequired)).toBeVisible();
    await user.type(guardian, 'parent@');
    await user.tab();
    expect(await screen.findByText(r.guardianEmailInvalid)).toBeVisible();
    await user.type(guardian, 'example.com');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(r.guardianEmailInvalid)).not.toBeInTheDocument());
  });
});
