import { messages, type TSchoolContractView } from '@fhp/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  callsTo,
  field,
  mockApi,
  renderPage,
  setupUser,
  typeAtOnce,
} from '../../../test/render';
import { SignatureField, type SignatureValue } from '../components/signature-field';
import SchoolContractPage from './school-contract-page';

const t = messages.schoolContractSigning;
const ID = '5a0f3c2e-8b1d-4e6f-9a7c-2d3e4f5a6b7c';
const read = `GET /api/school-contracts/${ID}`;
const sign = `POST /api/school-contracts/${ID}/sign`;
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const DRAFT: TSchoolContractView = {
  id: ID,
  number: 42,
  level: 'college',
  stateCode: 'FL',
  stateName: 'Florida',
  place: 'Miami',
  schoolName: 'Miami Dade College',
  officerEmail: 'officer@mdc.edu',
  status: 'draft',
  effectiveDate: '2026-11-28',
  scheduleB: null,
  licensor: null,
  officerSignature: null,
  signedAt: null,
  countersignerName: null,
  countersignature: null,
  countersignedAt: null,
  viewer: 'officer',
  canSign: true,
  reportTo: 'operators@fhp.test',
};

/** jsdom draws nothing: a 2D context that records, and a canvas that exports a fixed PNG. */
function stubCanvas() {
  const ctx = {
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    clearRect: vi.fn(),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  return ctx;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function SignatureHarness({ onValue }: { onValue: (value: SignatureValue) => void }) {
  const [value, setValue] = useState<SignatureValue>({ kind: 'drawn', value: '' });
  return (
    <SignatureField
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('the signature', () => {
  it('is drawn on the pad with a pointer (mouse, touch or pen) and cleared', async () => {
    const ctx = stubCanvas();
    const onValue = vi.fn();
    renderPage(<SignatureHarness onValue={onValue} />);
    const pad = screen.getByRole('img', { name: t.signaturePadLabel });
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10, pointerType: 'pen' });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 60, clientY: 30, pointerType: 'pen' });
    fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'pen' });
    expect(ctx.stroke).toHaveBeenCalled();
    expect(onValue).toHaveBeenLastCalledWith({ kind: 'drawn', value: PNG });

    await setupUser().click(screen.getByRole('button', { name: t.signatureClear }));
    expect(onValue).toHaveBeenLastCalledWith({ kind: 'drawn', value: '' });
    expect(ctx.clearRect).toHaveBeenCalled();
  });

  it('is typed instead, shown in the script face; changing the way empties it', async () => {
    stubCanvas();
    const onValue = vi.fn();
    renderPage(<SignatureHarness onValue={onValue} />);
    const user = setupUser();
    await user.click(screen.getByRole('radio', { name: t.signatureType }));
    expect(screen.queryByRole('img', { name: t.signaturePadLabel })).not.toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: field(t.signatureTypedLabel) }),
      'Ada Lovelace',
    );
    expect(onValue).toHaveBeenLastCalledWith({ kind: 'typed', value: 'Ada Lovelace' });
    expect(screen.getByRole('img', { name: t.signaturePreview })).toHaveTextContent('Ada Lovelace');

    await user.click(screen.getByRole('radio', { name: t.signatureDraw }));
    expect(onValue).toHaveBeenLastCalledWith({ kind: 'drawn', value: '' });
    expect(screen.getByRole('img', { name: t.signaturePadLabel })).toBeInTheDocument();
  });
});

describe('the contract page', () => {
  const open = () =>
    renderPage(<SchoolContractPage />, {
      path: 'school-contract/:id',
      route: `/school-contract/${ID}`,
    });

  it('keeps the fields in the browser with Save Drafts and restores them on the next visit', async () => {
    stubCanvas();
    mockApi({ [read]: DRAFT });
    const first = open();
    const user = setupUser();
    await screen.findByRole('heading', { name: t.scheduleBTitle });
    // The contract's own fields are shown and disabled.
    expect(screen.getByRole('textbox', { name: t.contractId })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: t.contractId })).toHaveValue('42');
    expect(screen.getByRole('textbox', { name: t.schoolName })).toHaveValue('Miami Dade College');
    expect(screen.getByRole('textbox', { name: t.email })).toBeDisabled();
    expect(screen.getByText(t.phoneRule)).toBeVisible();
    expect(screen.getByText(t.emailRule)).toBeVisible();

    await typeAtOnce(
      user,
      screen.getByRole('textbox', { name: field(t.licensorName) }),
      'Ada Lovelace',
    );
    const schedule = screen.getByRole('group', { name: t.scheduleBTitle });
    await typeAtOnce(user, within(schedule).getByRole('textbox', { name: field(t.zip) }), '33176');
    await user.type(
      screen.getByRole('textbox', { name: `${t.allowedViews}: ${t.viewPlaceholder}` }),
      'Highlights{Enter}',
    );
    await user.click(screen.getByRole('button', { name: t.saveDrafts }));
    expect(await screen.findByText(t.draftSaved)).toBeVisible();
    const stored = JSON.parse(
      window.localStorage.getItem(`fhp:school-contract-draft:${ID}`) ?? '{}',
    );
    expect(stored.licensor.name).toBe('Ada Lovelace');
    expect(stored.scheduleB).toMatchObject({ zip: '33176', allowedViews: ['Highlights'] });
    first.unmount();

    open();
    expect(await screen.findByText(t.draftRestored)).toBeVisible();
    expect(screen.getByRole('textbox', { name: field(t.licensorName) })).toHaveValue(
      'Ada Lovelace',
    );
    expect(
      within(screen.getByRole('group', { name: t.scheduleBTitle })).getByRole('textbox', {
        name: field(t.zip),
      }),
    ).toHaveValue('33176');
    expect(screen.getByRole('button', { name: t.removeView('Highlights') })).toBeVisible();
  });

  it('checks the fields before sending, then submits and shows the contract under consideration', async () => {
    stubCanvas();
    const signed: TSchoolContractView = {
      ...DRAFT,
      status: 'signed',
      canSign: false,
      signedAt: '2026-11-28T10:00:00Z',
      officerSignature: { kind: 'typed', value: 'Ada Lovelace' },
    };
    const spy = mockApi({
      [read]: DRAFT,
      [sign]: { message: t.underConsideration, contract: signed },
    });
    open();
    const user = setupUser();
    await screen.findByRole('heading', { name: t.scheduleBTitle });
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(callsTo(spy, sign)).toHaveLength(0);
    expect((await screen.findAllByText(t.required(t.licensorName))).length).toBeGreaterThan(0);
    expect(screen.getByText(t.signatureRequired)).toBeVisible();

    const licensor = screen.getByRole('group', { name: t.licensorTitle });
    const schedule = screen.getByRole('group', { name: t.scheduleBTitle });
    const type = (scope: HTMLElement, label: string, text: string) =>
      typeAtOnce(user, within(scope).getByRole('textbox', { name: field(label) }), text);
    await type(licensor, t.licensorName, 'Ada Lovelace');
    await type(licensor, t.licensorTitleField, 'Athletic Director');
    await type(licensor, t.address, '11011 SW 104th St');
    await type(licensor, t.city, 'Miami');
    await type(licensor, t.zip, '33176');
    await type(schedule, t.address, '11011 SW 104th St');
    await type(schedule, t.city, 'Miami');
    await type(schedule, t.zip, '3317');
    await type(schedule, t.officerFirstName, 'Ada');
    await type(schedule, t.officerLastName, 'Lovelace');
    await type(schedule, t.phone, '3052372000');
    await user.click(screen.getByRole('radio', { name: t.signatureType }));
    await user.type(
      screen.getByRole('textbox', { name: field(t.signatureTypedLabel) }),
      'Ada Lovelace',
    );
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await within(schedule).findByText(t.zipInvalid)).toBeVisible();
    expect(callsTo(spy, sign)).toHaveLength(0);

    await type(schedule, t.zip, '6');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.underConsideration)).toBeVisible();
    const [call] = callsTo(spy, sign);
    expect(call?.body).toMatchObject({
      licensor: { name: 'Ada Lovelace', zip: '33176' },
      scheduleB: { zip: '33176', phone: '3052372000', officerFirstName: 'Ada' },
      signature: { kind: 'typed', value: 'Ada Lovelace' },
    });
    // Read-only now, with Report and Save as print; the draft is gone from the browser.
    expect(screen.queryByRole('button', { name: t.submit })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.report })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:operators@fhp\.test\?subject=/),
    );
    expect(screen.getByRole('button', { name: t.print })).toBeVisible();
    expect(window.localStorage.getItem(`fhp:school-contract-draft:${ID}`)).toBeNull();
  });

  it('says Contract not found for a hidden contract and lets the officer ask for a code and open it', async () => {
    let verified = false;
    const spy = mockApi({
      [read]: () => (verified ? DRAFT : apiError(404, 'NOT_FOUND', t.notFound)),
      [`POST /api/school-contracts/${ID}/code`]: { message: t.codeRequested },
      [`POST /api/school-contracts/${ID}/verify`]: (
        _url: string,
        init: RequestInit | undefined,
      ) => {
        const { code } = JSON.parse(String(init?.body));
        if (code !== '123456')
          return apiError(400, 'BAD_REQUEST', t.codeWrong, { code: t.codeWrong });
        verified = true;
        return { message: t.codeVerified, expiresAt: '2026-11-28T12:00:00Z' };
      },
    });
    open();
    const user = setupUser();
    expect(await screen.findByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.sendCode }));
    expect(await screen.findByText(t.codeRequested)).toBeVisible();
    const code = screen.getByRole('textbox', { name: t.codeLabel });
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: t.verifyButton }));
    expect(await screen.findByText(t.codeWrong)).toBeVisible();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: t.verifyButton }));
    expect(await screen.findByRole('heading', { name: t.scheduleBTitle })).toBeVisible();
    await waitFor(() =>
      expect(callsTo(spy, `POST /api/school-contracts/${ID}/verify`)).toHaveLength(2),
    );
  });

  it('shows an approved contract read-only to anyone, with its signatures', async () => {
    mockApi({
      [read]: {
        ...DRAFT,
        status: 'approved',
        viewer: 'public',
        canSign: false,
        scheduleB: {
          address: '1 Main St',
          city: 'Miami',
          zip: '33176',
          allowedViews: ['Highlights'],
          restrictedViews: [],
          officerFirstName: 'Ada',
          officerLastName: 'Lovelace',
          phone: '(305)-(237)-(2000)',
          extension: '',
        },
        licensor: {
          name: 'Ada Lovelace',
          title: 'Director',
          address: '1 Main St',
          city: 'Miami',
          zip: '33176',
        },
        officerSignature: { kind: 'drawn', value: PNG },
        signedAt: '2026-11-28T10:00:00Z',
        countersignerName: 'Fiona Admin',
        countersignature: { kind: 'typed', value: 'Fiona Admin' },
        countersignedAt: '2026-11-29T10:00:00Z',
      } satisfies TSchoolContractView,
    });
    open();
    expect(await screen.findByRole('heading', { name: t.scheduleBTitle })).toBeVisible();
    expect(screen.getByRole('textbox', { name: t.licensorName })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: t.licensorName })).toHaveValue('Ada Lovelace');
    expect(
      screen.getByRole('img', { name: `${t.signedBySchool}: Miami Dade College` }),
    ).toHaveAttribute('src', PNG);
    expect(screen.getByRole('img', { name: `${t.signedByFhp}: Fiona Admin` })).toHaveTextContent(
      'Fiona Admin',
    );
    expect(screen.queryByRole('button', { name: t.saveDrafts })).not.toBeInTheDocument();
    expect(screen.queryByText(t.underConsideration)).not.toBeInTheDocument();
  });
});
