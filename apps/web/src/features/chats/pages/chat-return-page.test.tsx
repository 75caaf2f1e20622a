import { athletePageTexts, chatsMessages as m, chatsTexts as t } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage } from '../../../test/render';
import { TEST_CHAT_FAN } from '../test-data';
import ChatReturnPage from './chat-return-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAYMENT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const CHAT = '11111111-2222-4333-8444-555555555555';
const HOLD = `POST /api/fan/chats/payments/${PAYMENT}/hold`;

function renderReturn(answer: unknown, query = `?paymentId=${PAYMENT}`) {
  const spy = mockApi({ [HOLD]: answer });
  // StrictMode as in development: the mount effect runs twice, the hold must go once.
  const result = renderPage(
    <StrictMode>
      <ChatReturnPage />
    </StrictMode>,
    { route: `/fan/chats/return${query}`, path: 'fan/chats/return', user: TEST_CHAT_FAN },
  );
  return { spy, ...result };
}

describe('chat checkout return page', () => {
  it("holds the money once, then the fan's chats with the toast", async () => {
    const { spy, router } = renderReturn({
      outcome: 'requested',
      chatId: CHAT,
      message: m.requested,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fan/chats'));
    await waitFor(() => expect(screen.getByText(m.requested)).toBeInTheDocument());
    expect(callsTo(spy, HOLD)).toHaveLength(1);
  });

  it("shows the server's refusal, with no retry that would say the same", async () => {
    const { spy } = renderReturn(() => apiError(409, 'CONFLICT', m.notRequested));
    expect(await screen.findByText(m.notRequested)).toBeVisible();
    expect(screen.getByText(t.captureFailedTitle)).toBeVisible();
    expect(screen.queryByRole('button', { name: t.retryCapture })).toBeNull();
    expect(screen.getByRole('link', { name: t.myChats })).toHaveAttribute('href', '/fan/chats');
    expect(callsTo(spy, HOLD)).toHaveLength(1);
  });

  it('says a cancelled checkout held nothing', async () => {
    const { spy } = renderReturn({}, `?paymentId=${PAYMENT}&cancelled=1`);
    expect(await screen.findByText(athletePageTexts.checkoutCancelled)).toBeVisible();
    expect(callsTo(spy, HOLD)).toHaveLength(0);
  });

  it('holds nothing without a payment id', async () => {
    const { spy } = renderReturn({}, '');
    expect(await screen.findByRole('heading', { name: t.missingPaymentTitle })).toBeVisible();
    expect(callsTo(spy, HOLD)).toHaveLength(0);
  });
});
