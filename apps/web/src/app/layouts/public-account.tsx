import { accountAreaPath, type TSessionUser, fansTexts as t } from '@fhp/domain';
import { Button, Menu } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconReceipt, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useKnownSession } from '../../lib/session';
import { notifyFailed } from '../../ui/notify';

/**
 * The public header's part for a signed-in account: their name linking to their area, and Sign
 * out. The server draws the same markup into a pre-rendered page for a request with a session
 * (web-app.ts `writeAccountHeader`, from the build's render of this header with a placeholder
 * name) and puts /api/me's answer in the page, so the app's first render here is that markup.
 */
function area(user: TSessionUser) {
  const fan = user.role === 'fan';
  return {
    to: accountAreaPath(user.role),
    label: fan ? t.myPurchases : t.myAthletePanel,
    Icon: fan ? IconReceipt : IconLayoutDashboard,
  };
}

/**
 * POST /api/auth/logout, then the page shows itself signed out. The client is imported on
 * click: the API client stays out of the public pages' first load. Before the app has started
 * (decision 0027) the click is held and repeated once React owns the button.
 */
function useSignOut() {
  const { setUser } = useKnownSession();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await (await import('../../lib/session/logout')).logout();
      setUser(null);
    } catch {
      notifyFailed(t.signOutFailed);
    } finally {
      setPending(false);
    }
  };
  return { pending, signOut: () => void signOut() };
}

/** From 768px: the name as a link to the account's area, and Sign out. */
export function AccountLinks({ user }: { user: TSessionUser }) {
  const { to, label } = area(user);
  const { pending, signOut } = useSignOut();
  return (
    <>
      <Button
        component={Link}
        to={to}
        variant="light"
        size="sm"
        maw={220}
        leftSection={<IconUserCircle size={16} aria-hidden />}
        // The visible name first (WCAG 2.5.3), then where it leads.
        aria-label={`${user.name}, ${label}`}
        title={label}
      >
        {user.name}
      </Button>
      <Button
        variant="subtle"
        size="sm"
        color="gray.8"
        c="gray.9"
        loading={pending}
        onClick={signOut}
        leftSection={<IconLogout size={16} aria-hidden />}
      >
        {t.signOut}
      </Button>
    </>
  );
}

/** Below 768px, in the header's menu: who is signed in, their area, Sign out. */
export function AccountMenuItems({ user }: { user: TSessionUser }) {
  const { to, label, Icon } = area(user);
  const { signOut } = useSignOut();
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t.signedInAs(user.name)}</Menu.Label>
      <Menu.Item component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
        {label}
      </Menu.Item>
      <Menu.Item onClick={signOut} leftSection={<IconLogout size={16} aria-hidden />}>
        {t.signOut}
      </Menu.Item>
    </>
  );
}
