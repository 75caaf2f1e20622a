import { CONSOLE_MENU, consoleMenuEntry } from '@fhp/domain';
import { NavLink } from '@mantine/core';
import {
  IconCash,
  IconEye,
  IconFileText,
  IconHistory,
  IconInbox,
  IconLifebuoy,
  IconListCheck,
  IconSchool,
  IconSettings,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';

const ICONS: Record<(typeof CONSOLE_MENU)[number]['path'], ComponentType<{ size?: number }>> = {
  '/console/inbox': IconInbox,
  '/console/resolutions': IconLifebuoy,
  '/console/requests': IconListCheck,
  '/console/schools': IconSchool,
  '/console/users': IconUsers,
  '/console/contests': IconTrophy,
  '/console/money': IconCash,
  '/console/content': IconFileText,
  '/console/moderation': IconEye,
  '/console/settings': IconSettings,
  '/console/audit': IconHistory,
};

/**
 * The console's menu. `Badge` draws what an entry counts (the inbox's unread), given by the
 * shell so the menu itself reads nothing.
 */
export function ConsoleMenu({
  onNavigate,
  badges = {},
}: {
  onNavigate?: () => void;
  badges?: Partial<Record<string, React.ReactNode>>;
}) {
  const { pathname } = useLocation();
  const active = consoleMenuEntry(pathname)?.path;
  return (
    <>
      {CONSOLE_MENU.map((entry) => {
        const Icon = ICONS[entry.path];
        return (
          <NavLink
            key={entry.path}
            component={Link}
            to={entry.path}
            label={entry.title}
            leftSection={<Icon size={18} />}
            rightSection={badges[entry.path]}
            active={entry.path === active}
            aria-current={entry.path === active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
          />
        );
      })}
    </>
  );
}
