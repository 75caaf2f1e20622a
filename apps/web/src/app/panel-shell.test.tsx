import { ATHLETE_MENU, messages } from '@fhp/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  mockApi,
  renderApp,
  setupUser,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
} from '../test/render';
import { BUILT_PANEL_PATHS } from './router';

const ui = messages.panelUi;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanel(
  route: string,
  { unreadCount = 0, chatRateCents = 500 as number | null, items = [] as unknown[] } = {},
) {
  const spy = mockApi({
    'GET /api/me': { user: TEST_ATHLETE, athlete: { ...TEST_ATHLETE_SUMMARY, chatRateCents } },
    'GET /api/notifications/summary': { unreadCount },
    'GET /api/notifications': { items, nextCursor: null },
    'POST /api/auth/logout': { message: messages.auth.signedOut },
  });
  const result = renderApp({
    route,
    user: TEST_ATHLETE,
    athlete: { ...TEST_ATHLETE_SUMMARY, chatRateCents },
  });
  return { ...result, spy };
}

/**
 * The shell draws its phone and desktop forms both, and CSS shows one (Mantine's hiddenFrom and
 * visibleFrom the sm breakpoint, decision 0039); jsdom applies no media query, so a test picks
 * the form it means. The browser's view of each width is e2e's (auth/route-rules.spec.ts).
 */
const PHONE_ONLY = '.mantine-hidden-from-sm';
const DESKTOP_ONLY = '.mantine-visible-from-sm';

function inForm(element: HTMLElement, form: 'phone' | 'desktop'): boolean {
  return element.closest(form === 'phone' ? DESKTOP_ONLY : PHONE_ONLY) === null;
}

function logoutButton(form: 'phone' | 'desktop'): HTMLElement {
  const button = screen
    .getAllByRole('button', { name: messages.panel.logout })
    .find((element) => inForm(element, form));
  if (!button) throw new Error(`no ${form} Logout button`);
  return button;
}

async function overlaysReady() {
  await waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());
}

describe('athlete shell', () => {
  it('lists the 32 menu entries of the spec, Statements and Group Chats, then Terms & Conditions', async () => {
    renderPanel('/admin/wallet');
    const nav = await screen.findByRole('navigation', { name: ui.mainMenu });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(35);
    expect(links.slice(0, 34).map((link) => link.textContent)).toEqual(
      ATHLETE_MENU.map((entry) => entry.title),
    );
    expect(links.slice(0, 34).map((link) => link.getAttribute('href'))).toEqual(
      ATHLETE_MENU.map((entry) => entry.path),
    );
    expect(links[34]).toHaveTextContent(messages.panel.termsLink);
    expect(links[34]).toHaveAttribute('href', '/terms-and-conditions?admin');
  });

  it('offers "Skip to main content" first, before the menu, and it moves focus to the page', async () => {
    // A screen still a placeholder: its text is known without mocking a feature's API.
    renderPanel('/admin/cards');
    await screen.findByRole('heading', { level: 1, name: 'Cards' });
    const user = setupUser();
    await user.tab();
    const skip = screen.getByRole('link', { name: messages.shell.skipToContent });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    // It comes before the menu's links in the document.
    const nav = screen.getByRole('navigation', { name: ui.mainMenu });
    const firstMenuLink = within(nav).getAllByRole('link')[0];
    expect(
      firstMenuLink &&
        skip.compareDocumentPosition(firstMenuLink) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveFocus();
    expect(within(main).getByText(messages.shell.notAvailableTitle('Cards'))).toBeVisible();
  });

  it('titles the page (and the browser tab) from the route and highlights its menu entry', async () => {
    renderPanel('/admin/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Wallet | FHP'));
    const nav = screen.getByRole('navigation', { name: ui.mainMenu });
    expect(within(nav).getByRole('link', { name: 'Wallet' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  // One panel, visited entry by entry: mounting the whole app once per entry cost ~2 s each.
  it('names each menu feature without its screen as not available yet', async () => {
    const { router } = renderPanel('/admin/index');
    for (const { path, title } of ATHLETE_MENU.filter((e) => !BUILT_PANEL_PATHS.has(e.path))) {
      await act(() => router.navigate(path));
      expect(
        await screen.findByRole('heading', { name: messages.shell.notAvailableTitle(title) }),
        path,
      ).toBeVisible();
    }
  });

  it('shows the blinking dot while unread notifications exist', async () => {
    renderPanel('/admin/index', { unreadCount: 3 });
    const bell = await screen.findByRole('link', { name: ui.bellUnread });
    expect(bell).toHaveAttribute('href', '/admin/notifications');
    expect(within(bell).getByTestId('bell-dot')).toBeInTheDocument();
  });

  it('shows no dot without unread notifications', async () => {
    renderPanel('/admin/index', { unreadCount: 0 });
    await screen.findByRole('heading', { level: 1, name: 'Check School IP' });
    const bell = await screen.findByRole('link', { name: messages.panel.notifications });
    await waitFor(() => expect(within(bell).queryByTestId('bell-dot')).toBeNull());
  });

  it('shows no dot on the notifications page', async () => {
    const { spy } = renderPanel('/admin/notifications', { unreadCount: 3 });
    await waitFor(() => expect(callsTo(spy, 'GET /api/notifications/summary')).toHaveLength(1));
    const bell = screen.getByRole('link', { name: messages.panel.notifications });
    expect(within(bell).queryByTestId('bell-dot')).toBeNull();
  });

  it('lights the dot live when a notification.created event arrives', async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource {
      listeners = new Map<string, (event: MessageEvent) => void>();
      onopen: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor() {
        sources.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent) => void) {
        this.listeners.set(type, listener);
      }
      close() {}
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    let unread = 0;
    const spy = mockApi({
      'GET /api/notifications/summary': () => ({ unreadCount: unread }),
    });
    renderApp({ route: '/admin/index', user: TEST_ATHLETE, athlete: TEST_ATHLETE_SUMMARY });
    await screen.findByRole('link', { name: messages.panel.notifications });
    await waitFor(() => expect(sources).toHaveLength(1));

    unread = 1;
    act(() => {
      sources[0]?.listeners.get('notification.created')?.(
        new MessageEvent('notification.created', { data: '{}' }),
      );
    });
    expect(await screen.findByRole('link', { name: ui.bellUnread })).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/notifications/summary')).toHaveLength(2);
  });

  it('shows the chat-rate banner only while the athlete has no chat rate', async () => {
    const first = renderPanel('/admin/index', { chatRateCents: null });
    expect(await screen.findByText(messages.panel.chatRateBanner)).toBeVisible();
    expect(screen.getByRole('link', { name: ui.setChatRate })).toHaveAttribute(
      'href',
      '/admin/profile',
    );
    first.unmount();

    renderPanel('/admin/index', { chatRateCents: 500 });
    await screen.findByRole('heading', { level: 1, name: 'Check School IP' });
    expect(screen.queryByText(messages.panel.chatRateBanner)).not.toBeInTheDocument();
  });

  it('logs out only after Logout is confirmed', async () => {
    const user = setupUser();
    const { spy, router } = renderPanel('/admin/wallet');
    await overlaysReady();

    await screen.findAllByRole('button', { name: messages.panel.logout });
    await user.click(logoutButton('desktop'));
    let dialog = await screen.findByRole('dialog', { name: messages.auth.logoutTitle });
    expect(dialog).toHaveTextContent(messages.auth.logoutText);
    await user.click(within(dialog).getByRole('button', { name: messages.auth.logoutCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(spy, 'POST /api/auth/logout')).toHaveLength(0);

    // The phone's icon button asks the same.
    await user.click(logoutButton('phone'));
    dialog = await screen.findByRole('dialog', { name: messages.auth.logoutTitle });
    expect(callsTo(spy, 'POST /api/auth/logout')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: messages.auth.logoutConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(callsTo(spy, 'POST /api/auth/logout')).toHaveLength(1);
    // A fresh login page, not one that would send the next user back to the wallet.
    expect(router.state.location.search).toBe('');
  });

  it('draws the top bar and menu for a phone and for a desktop, each shown by CSS at its width', async () => {
    renderPanel('/admin/wallet');
    const burger = await screen.findByRole('button', { name: ui.openMenu });
    expect(burger.closest(PHONE_ONLY)).not.toBeNull();
    // The menu column is hidden on a phone (not only moved aside): its links take no focus there.
    const nav = screen.getByRole('navigation', { name: ui.mainMenu });
    expect(nav.closest(DESKTOP_ONLY)).not.toBeNull();
    // The logo link: the full logo named by its text from the sm breakpoint, the mark below it.
    const home = within(screen.getByRole('banner'))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/admin/index');
    expect(home).toHaveLength(1);
    const logos = within(home[0] as HTMLElement).getAllByRole('img');
    expect(logos.map((logo) => [logo.getAttribute('aria-label'), inForm(logo, 'phone')])).toEqual([
      [messages.shell.brandName, false],
      [ui.homeLink, true],
    ]);
    expect(logoutButton('desktop')).toHaveTextContent(messages.panel.logout);
    expect(logoutButton('phone')).toHaveTextContent('');
    // The bell: a link to the notifications page on a desktop, a dropdown's button on a phone.
    const bells = [
      screen.getByRole('link', { name: messages.panel.notifications }),
      screen.getByRole('button', { name: messages.panel.notifications }),
    ];
    expect(bells.map((bell) => inForm(bell, 'phone'))).toEqual([false, true]);
    expect(bells.map((bell) => inForm(bell, 'desktop'))).toEqual([true, false]);
  });

  it('sends a signed-out visit to login with the way back', async () => {
    const { router } = renderApp({ route: '/admin/wallet' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/wallet')}`);
  });

  it('sends unknown panel paths to /admin/index', async () => {
    const { router } = renderPanel('/admin/no-such-screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/index'));
  });
});

describe('athlete shell on a phone', () => {
  it('opens the menu in a drawer that Escape and navigation close', async () => {
    const user = setupUser();
    const { router } = renderPanel('/admin/index');

    await user.click(await screen.findByRole('button', { name: ui.openMenu }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: ui.mainMenu });
    expect(within(nav).getAllByRole('link')).toHaveLength(35);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: ui.openMenu }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Wallet' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/wallet'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("lists unread notifications in the bell dropdown, or 'no new notification'", async () => {
    const user = setupUser();
    const first = renderPanel('/admin/index', { unreadCount: 0 });
    await user.click(await screen.findByRole('button', { name: messages.panel.notifications }));
    expect(await screen.findByText(messages.panel.noNewNotification)).toBeVisible();
    first.unmount();

    renderPanel('/admin/index', {
      unreadCount: 1,
      items: [
        {
          id: '0b7e1d64-7f57-4a53-9a4a-4f1f7b3c2d11',
          type: 'endorsement',
          message: 'A sports fan bought an endorsement badge from you.',
          createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
          read: false,
          fanId: null,
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: ui.bellUnread }));
    const dropdown = await screen.findByRole('dialog');
    const item = await within(dropdown).findByRole('link', { name: /endorsement badge/ });
    expect(item).toHaveTextContent('3 minutes ago');
    expect(item).toHaveAttribute('href', '/admin/notifications');
    expect(within(dropdown).getByRole('link', { name: ui.viewAllNotifications })).toHaveAttribute(
      'href',
      '/admin/notifications',
    );
    await user.click(item);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
