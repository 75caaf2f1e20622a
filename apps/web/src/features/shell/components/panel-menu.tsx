import { ATHLETE_MENU, activeMenuPath, shellPanelMessages } from '@fhp/domain';
import { Divider, NavLink, Stack } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { MENU_ICONS } from './menu-icons';

/**
 * The entry for `path` is active on its own page and on pages below it, unless a more specific
 * route is another entry's (Withdraw Money, below /admin/index, is the Wallet's).
 */
export function isMenuEntryActive(entryPath: string, pathname: string): boolean {
  return activeMenuPath(pathname)?.toLowerCase() === entryPath.toLowerCase();
}

/** Every menu entry of the spec, in its order, then the Terms & Conditions link. */
export function PanelMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {ATHLETE_MENU.map((entry) => {
        const Icon = MENU_ICONS[entry.path];
        const active = isMenuEntryActive(entry.path, pathname);
        return (
          <NavLink
            key={entry.path}
            component={Link}
            to={entry.path}
            label={entry.title}
            active={active}
            aria-current={active ? 'page' : undefined}
            leftSection={Icon ? <Icon size={18} stroke={1.8} aria-hidden /> : undefined}
            onClick={onNavigate}
            variant="filled"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
      <Divider my="xs" />
      <NavLink
        component={Link}
        to="/terms-and-conditions?admin"
        label={shellPanelMessages.termsLink}
        leftSection={<IconFileText size={18} stroke={1.8} aria-hidden />}
        onClick={onNavigate}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    </Stack>
  );
}
