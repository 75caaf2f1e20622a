import { emailConfirmationMessages as m, type TSessionUser } from '@fhp/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage } from '../../../test/render';
import { ConfirmEmailNotice } from '../components/confirm-email-notice';
import ConfirmEmailPage from './confirm-email-page';

afterEach(() => vi.unstubAllGlobals());

const CONFIRM = 'POST /api/email-confirmation/confirm';
const RESEND = 'POST /api/fan/email-confirmation';
const FAN: TSessionUser = {
  id: '5a1c3b5e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
  email: 'fan@example.com',
  role: 'fan',
  isManager: false,
  firstName: 'Frankie',
  lastName: 'Fan',
  name: 'Frankie Fan',
  emailConfirmed: false,
};

const renderConfirm = (route: string, routes: Record<string, unknown>) => {
  const spy = mockApi(routes);
  return { spy, ...renderPage(<ConfirmEmailPage />, { route, path: 'fan/confirm-email' }) };
};

describe('the confirm-email page', () => {
  it('confirms the link’s token once and says so', async () => {
    const { spy } = renderConfirm('/fan/confirm-email?token=abc_123', {
      [CONFIRM]: { message: m.confirmed },
    });
    expect(await screen.findByText(m.confirmed)).toBeVisible();
    expect(callsTo(spy, CONFIRM).map((c) => c.body)).toEqual([{ token: 'abc_123' }]);
  });

  it('says why a used or expired link does not confirm', async () => {
    renderConfirm('/fan/confirm-email?token=old', {
      [CONFIRM]: apiError(400, 'BAD_REQUEST', m.linkInvalid),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(m.linkInvalid);
  });

  it('says a link without its token is incomplete, without asking the server', () => {
    const { spy } = renderConfirm('/fan/confirm-email', {});
    expect(screen.getByRole('alert')).toHaveTextContent(m.tokenMissing);
    expect(callsTo(spy, CONFIRM)).toHaveLength(0);
  });
});

describe('the fan area’s notice', () => {
  it('asks an unconfirmed fan to confirm, and sends the link again', async () => {
    const spy = mockApi({ [RESEND]: { message: m.sent } });
    const { user } = renderPage(<ConfirmEmailNotice />, { user: FAN });
    expect(screen.getByText(m.notice(FAN.email))).toBeVisible();
    await user.click(screen.getByRole('button', { name: m.resend }));
    expect(await screen.findByText(m.sent)).toBeVisible();
    expect(callsTo(spy, RESEND)).toHaveLength(1);
  });

  it('shows nothing once the address is confirmed', () => {
    mockApi({});
    renderPage(<ConfirmEmailNotice />, { user: { ...FAN, emailConfirmed: true } });
    expect(screen.queryByText(m.notice(FAN.email))).toBeNull();
  });
});
