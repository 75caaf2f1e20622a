import { type TConsoleUser, consoleUsersTexts as t } from '@fhp/domain';
import { Badge, Group } from '@mantine/core';

/** The account's role, with Manager and Blocked beside it when they apply. */
export function UserBadges({
  user,
}: {
  user: Pick<TConsoleUser, 'role' | 'isManager' | 'blocked'>;
}) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={user.role === 'admin' ? 'grape' : 'blue'} tt="none" radius="sm">
        {t.roleNames[user.role] ?? user.role}
      </Badge>
      {user.role === 'fan' && user.isManager && (
        <Badge variant="light" color="teal" tt="none" radius="sm">
          {t.managerBadge}
        </Badge>
      )}
      {user.blocked && (
        <Badge variant="filled" color="red.9" tt="none" radius="sm">
          {t.blockedBadge}
        </Badge>
      )}
    </Group>
  );
}
