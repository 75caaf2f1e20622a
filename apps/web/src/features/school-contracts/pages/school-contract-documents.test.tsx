import {
  schoolContractSigningMessages as signing,
  type TSchoolContractDetail,
  type TSchoolContractVerification,
  schoolContractDocumentsTexts as texts,
} from '@fhp/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage, type TEST_ATHLETE } from '../../../test/render';
import ConsoleSchoolContractPage from './console-school-contract-page';
import SchoolContractVerifyPage from './school-contract-verify-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '5c4f0d2e-7a31-4e59-9b1c-35a0c0de0035';
const FILE = new TextEncoder().encode('%PDF-1.3 sealed bytes');

async function hex(bytes: Uint8Array) {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const OPERATOR: typeof TEST_ATHLETE = {
  id: '00000000-0000-4000-8000-0000000000ad',
  email: 'admin@example.com',
  role: 'admin',
  isManager: false,
  firstName: 'Alex',
  lastName: 'Operator',
  name: 'Alex Operator',
};

const SIGNED: TSchoolContractDetail = {
  id: ID,
  number: 7,
  level: 'college',
  stateCode: 'FL',
  stateName: 'Florida',
  place: 'Miami',
  schoolName: 'Miami Dade College',
  status: 'signed',
  officerEmail: 'officer@mdc.example.edu',
  effectiveDate: '2026-11-23',
  scheduleB: {
    address: '300 NE 2nd Ave',
    city: 'Miami',
    zip: '33132',
    allowedViews: ['Sideline'],
    restrictedViews: ['Locker room'],
    officerFirstName: 'Dana',
    officerLastName: 'Reyes',
    phone: '305-237-8888',
    extension: '214',
  },
  licensor: {
    name: 'Dana Reyes',
    title: 'Director of Athletics',
    address: '300 NE 2nd Ave',
    city: 'Miami',
    zip: '33132',
  },
  officerSignature: { kind: 'typed', value: 'Dana Reyes' },
  signedAt: '2026-11-26T05:55:41.000Z',
  signedIp: '203.0.113.35',
  countersignerName: null,
  countersignature: null,
  countersignedAt: null,
  countersignedIp: null,
  documentSha256: null,
  pdfUrl: null,
  verifyPath: `/verify/school-contract/${ID}`,
  createdAt: '2026-11-23T05:55:41.000Z',
  events: [
    {
      id: '00000000-0000-4000-8000-000000000e01',
      kind: 'signed',
      actorEmail: 'officer@mdc.example.edu',
      ip: '203.0.113.35',
      createdAt: '2026-11-26T05:55:41.000Z',
    },
  ],
};

describe('console school contract page', () => {
  it('countersigns with a typed signature and then offers the PDF', async () => {
    const approved: TSchoolContractDetail = {
      ...SIGNED,
      status: 'approved',
      countersignerName: 'Alex Operator',
      countersignature: { kind: 'typed', value: 'Alex Operator' },
      countersignedAt: '2026-11-28T05:56:40.000Z',
      countersignedIp: '127.0.0.1',
      documentSha256: 'a'.repeat(64),
      pdfUrl: `/api/school-contracts/${ID}/pdf`,
    };
    const spy = mockApi({
      [`GET /api/console/school-contracts/${ID}`]: SIGNED,
      [`POST /api/console/school-contracts/${ID}/countersign`]: {
        message: texts.countersign.done,
        contract: approved,
      },
    });
    const { user } = renderPage(<ConsoleSchoolContractPage />, {
      route: `/console/school-contracts/${ID}`,
      path: 'console/school-contracts/:id',
      user: OPERATOR,
    });
    await user.click(await screen.findByRole('button', { name: texts.countersign.button }));
    const dialog = await screen.findByRole('dialog', { name: texts.countersign.title });
    // Nothing drawn yet: the dialog asks for a signature and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: texts.countersign.confirm }));
    expect(await within(dialog).findByText(signing.signatureRequired)).toBeInTheDocument();
    expect(callsTo(spy, `POST /api/console/school-contracts/${ID}/countersign`)).toHaveLength(0);

    await user.click(within(dialog).getByText(signing.signatureType));
    await user.type(
      within(dialog).getByRole('textbox', { name: signing.signatureTypedLabel }),
      'Alex Operator',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.countersign.confirm }));
    await waitFor(() =>
      expect(callsTo(spy, `POST /api/console/school-contracts/${ID}/countersign`)).toHaveLength(1),
    );
    expect(callsTo(spy, `POST /api/console/school-contracts/${ID}/countersign`)[0]?.body).toEqual({
      name: 'Alex Operator',
      signature: { kind: 'typed', value: 'Alex Operator' },
    });
    const download = await screen.findByRole('link', { name: texts.detail.downloadPdf });
    expect(download).toHaveAttribute('href', `/api/school-contracts/${ID}/pdf`);
    expect(screen.queryByRole('button', { name: texts.countersign.button })).toBeNull();
  });

  it('keeps a refusal in the dialog with the server message', async () => {
    mockApi({
      [`GET /api/console/school-contracts/${ID}`]: SIGNED,
      [`POST /api/console/school-contracts/${ID}/countersign`]: apiError(
        409,
        'CONFLICT',
        texts.errors.alreadyApproved,
      ),
    });
    const { user } = renderPage(<ConsoleSchoolContractPage />, {
      route: `/console/school-contracts/${ID}`,
      path: 'console/school-contracts/:id',
      user: OPERATOR,
    });
    await user.click(await screen.findByRole('button', { name: texts.countersign.button }));
    const dialog = await screen.findByRole('dialog', { name: texts.countersign.title });
    await user.click(within(dialog).getByText(signing.signatureType));
    await user.type(
      within(dialog).getByRole('textbox', { name: signing.signatureTypedLabel }),
      'A',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.countersign.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      texts.errors.alreadyApproved,
    );
  });
});

describe('school contract confirmation page', () => {
  it('shows the sealed PDF SHA-256 and checks a picked file in the browser', async () => {
    const sha256 = await hex(FILE);
    const verification: TSchoolContractVerification = {
      id: ID,
      number: 7,
      schoolName: 'Miami Dade College',
      level: 'college',
      stateCode: 'FL',
      stateName: 'Florida',
      status: 'approved',
      approvedAt: '2026-11-28T05:56:40.000Z',
      sha256,
      agreementSha256: 'b'.repeat(64),
      pdfUrl: `/api/school-contracts/${ID}/pdf`,
    };
    mockApi({ [`GET /api/school-contracts/${ID}/verification`]: verification });
    renderPage(<SchoolContractVerifyPage />, {
      route: `/verify/school-contract/${ID}`,
      path: 'verify/school-contract/:id',
    });
    expect(await screen.findByTestId('verify-sha256')).toHaveTextContent(sha256);
    expect(screen.getByText('Miami Dade College')).toBeInTheDocument();
    const input = screen.getByTestId('verify-file-input');
    fireEvent.change(input, {
      target: { files: [new File([FILE], 'contract.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(texts.verify.matches)).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [new File([FILE, 'x'], 'other.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(texts.verify.differs)).toBeInTheDocument();
  });

  it('says only "No contract found" for anything not approved', async () => {
    mockApi({
      [`GET /api/school-contracts/${ID}/verification`]: apiError(
        404,
        'NOT_FOUND',
        texts.errors.notFound,
      ),
    });
    renderPage(<SchoolContractVerifyPage />, {
      route: `/verify/school-contract/${ID}`,
      path: 'verify/school-contract/:id',
    });
    expect(await screen.findByText(texts.verify.notFound)).toBeInTheDocument();
    expect(screen.queryByTestId('verify-sha256')).toBeNull();
  });
});
