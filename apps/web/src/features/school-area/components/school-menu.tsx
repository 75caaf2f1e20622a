import { SCHOOL_MENU, schoolMenuEntry } from '@fhp/domain';
import { NavLink } from '@mantine/core';
import { IconBell, IconSchool } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

const ICONS: Record<(typeof SCHOOL_MENU)[number]['path'], ComponentType<{ size?: number }>> = {
  '/school': IconSchool,
  '/school/notifications': IconBell,
};

/** The school area's menu; `badges` draws what an entry counts (the unread notifications). */
export function SchoolMenu({
  onNavigate,
  badges = {},
}: {
  onNavigate?: () => void;
  badges?: Partial<Record<string, ReactNode>>;
}) {
  const { pathname } = useLocation();
  const active = schoolMenuEntry(pathname)?.path;
  return (
    <>
      {SCHOOL_MENU.map((entry) => {
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
