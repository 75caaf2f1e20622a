import { messages } from '@fhp/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockReference } from '../../../test/reference';
import { apiError, callsTo, field, renderPage, setupUser } from '../../../test/render';
import SchoolLicenceRequestPage from './school-licence-request-page';
import SearchSchoolContractPage from './search-school-contract-page';

const t = messages.schoolRequests;
const SEARCH = { path: '/search-school-contract', route: '/search-school-contract' };
const REQUEST = { path: '/school-licence', route: '/school-licence' };
const CONTRACT_ID = '0b0e2f3c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

afterEach(() => {
  vi.unstubAllGlobals();
});

const input = (label: string) => screen.getByLabelText(field(label), { selector: 'input' });
type User = ReturnType<typeof setupUser>;
async function pick(user: User, label: string, option: string) {
  await user.click(input(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('contract search', () => {
  it('enables each picker after the one before, resets them on a level change, then views an approved contract', async () => {
    mockReference({ 'GET /api/school-contract-search': { id: CONTRACT_ID } });
    renderPage(<SearchSchoolContractPage />, SEARCH);
    const user = setupUser();
    const view = screen.getByRole('button', { name: t.view });
    expect(input(t.stateLabel)).toBeDisabled();
    expect(input(t.cityLabel)).toBeDisabled();
    expect(input(t.schoolLabel)).toBeDisabled();
    expect(view).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'College contract' }));
    expect(input(t.stateLabel)).toBeEnabled();
    expect(input(t.cityLabel)).toBeDisabled();
    await pick(user, t.stateLabel, 'Florida');
    expect(input(t.cityLabel)).toBeEnabled();
    expect(input(t.schoolLabel)).toBeDisabled();
    await pick(user, t.cityLabel, 'Miami');
    await pick(user, t.schoolLabel, 'Barry University');
    expect(view).toBeEnabled();

    // A new level clears the state, the county or city and the school.
    await user.click(screen.getByRole('radio', { name: 'High School contract' }));
    expect(input(t.stateLabel)).toHaveValue('');
    expect(input(t.countyLabel)).toHaveValue('');
    expect(input(t.countyLabel)).toBeDisabled();
    expect(input(t.schoolLabel)).toHaveValue('');
    expect(view).toBeDisabled();

    await pick(user, t.stateLabel, 'Florida');
    await pick(user, t.countyLabel, 'Alachua County');
    await pick(user, t.schoolLabel, 'Gainesville High School');
    await user.click(view);
    expect(await screen.findByText(`at /school-contract/${CONTRACT_ID}`)).toBeInTheDocument();
  });

  it("makes the school OTHER with an OTHER city, and says 'No contract found' for a 404", async () => {
    const spy = mockReference({
      'GET /api/school-contract-search': () => apiError(404, 'NOT_FOUND', t.noContract),
    });
    renderPage(<SearchSchoolContractPage />, SEARCH);
    const user = setupUser();
    await user.click(screen.getByRole('radio', { name: 'College contract' }));
    await pick(user, t.stateLabel, 'Florida');
    await pick(user, t.cityLabel, messages.registration.otherOption);
    expect(input(t.schoolLabel)).toHaveValue(messages.registration.otherOption);
    await user.click(screen.getByRole('button', { name: t.view }));
    expect(await screen.findByText(t.noContract)).toBeInTheDocument();
    const [call] = callsTo(spy, 'GET /api/school-contract-search');
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('school')).toBe('OTHER');
  });
});

describe('contract request page', () => {
  it('shows the process, links the agreement, and names the missing fields', async () => {
    const spy = mockReference();
    renderPage(<SchoolLicenceRequestPage />);
    expect(screen.getByRole('heading', { level: 1, name: t.requestTitle })).toBeInTheDocument();
    for (const step of t.processSteps) expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.readAgreement })).toHaveAttribute(
      'href',
      '/school-licence/agreement',
    );
    expect(screen.getByRole('link', { name: t.goBack })).toHaveAttribute('href', '/home');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.levelRequired)).toBeInTheDocument();
    expect(screen.getByText(t.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(t.idImageRequired)).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/school-contract-requests')).toHaveLength(0);
  });

  it('sends the form and the image, then goes to /home; a duplicate shows the server message', async () => {
    let answer: Response = Response.json({ message: t.requestSent }, { status: 201 });
    const spy = mockReference({ 'POST /api/school-contract-requests': () => answer });
    renderPage(<SchoolLicenceRequestPage />, REQUEST);
    const user = setupUser();
    await user.click(screen.getByRole('radio', { name: 'College contract' }));
    await pick(user, t.stateLabel, 'Florida');
    await pick(user, t.cityLabel, 'Miami');
    await pick(user, t.schoolLabel, 'Barry University');
    fireEvent.change(screen.getByLabelText(field(t.emailLabel)), {
      target: { value: 'officer@barry.edu' },
    });
    const file = new File([new Uint8Array(10)], 'id.png', { type: 'image/png' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);

    answer = apiError(409, 'CONFLICT', t.schoolHasRequest);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.schoolHasRequest)).toBeInTheDocument();

    answer = Response.json({ message: t.requestSent }, { status: 201 });
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('at /home')).toBeInTheDocument();
    const calls = spy.mock.calls.filter(([, init]) => init?.method === 'POST');
    const body = calls.at(-1)?.[1]?.body as FormData;
    expect(JSON.parse(String(body.get('data')))).toEqual({
      level: 'college',
      state: 'FL',
      place: 'Miami',
      school: 'Barry University',
      email: 'officer@barry.edu',
    });
    expect((body.get('idImage') as File).name).toBe('id.png');
  });

  it('opens the New institute request modal: County for high school, Submit waits for the state, level resets the fields', async () => {
    const spy = mockReference({
      'POST /api/institute-requests': Response.json({ message: t.instituteSent }, { status: 201 }),
    });
    renderPage(<SchoolLicenceRequestPage />);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: t.newInstituteLink }));
    const dialog = within(await screen.findByRole('dialog', { name: t.instituteTitle }));
    const inDialog = (label: string) => dialog.getByLabelText(field(label), { selector: 'input' });
    const submit = dialog.getByRole('button', { name: t.instituteSubmit });
    expect(submit).toBeDisabled();
    fireEvent.change(inDialog(t.cityLabel), { target: { value: 'Austin' } });
    await user.click(dialog.getByRole('radio', { name: 'High School' }));
    expect(inDialog(t.countyLabel)).toHaveValue('');
    await user.click(inDialog(t.stateLabel));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    expect(submit).toBeEnabled();
    fireEvent.change(inDialog(t.countyLabel), { target: { value: 'Travis County' } });
    fireEvent.change(inDialog(t.instituteNameLabel), { target: { value: 'Lone Star High' } });
    fireEvent.change(inDialog(t.emailLabel), { target: { value: 'head@lonestar.test' } });
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(spy, 'POST /api/institute-requests')[0]?.body).toEqual({
      level: 'high-school',
      state: 'TX',
      place: 'Travis County',
      institute: 'Lone Star High',
      email: 'head@lonestar.test',
    });
  });
});
