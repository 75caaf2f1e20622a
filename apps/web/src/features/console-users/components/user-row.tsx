import { CONSOLE_PATHS, type TConsoleUser, consoleUsersTexts as t } from '@fhp/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, fromNow } from '../../../lib/dates';
import classes from '../../../ui/stacked-table.module.css';
import { UserBadges } from './user-badges';

const [NAME, EMAIL, ROLE, ATHLETE_ID, CREATED, LAST_SIGN_IN] = t.columns;

/** One account in the search; its name opens the user's page. */
export function UserRow({ user }: { user: TConsoleUser }) {
  return (
    <Table.Tr>
      <Table.Td data-label={NAME} className={classes.wrap}>
        <Anchor component={Link} to={`${CONSOLE_PATHS.users}/${user.id}`} fw={600} size="sm">
          {user.name || user.email}
        </Anchor>
      </Table.Td>
      <Table.Td data-label={EMAIL} className={classes.wrap}>
        <Text size="sm">{user.email}</Text>
      </Table.Td>
      <Table.Td data-label={ROLE} data-nowrap>
        <UserBadges user={user} />
      </Table.Td>
      <Table.Td data-label={ATHLETE_ID}>{user.athleteNumber ?? '—'}</Table.Td>
      <Table.Td data-label={CREATED} data-nowrap>
        <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
      </Table.Td>
      <Table.Td data-label={LAST_SIGN_IN} data-nowrap>
        {user.lastSignInAt ? (
          <time dateTime={user.lastSignInAt} title={formatDateTime(user.lastSignInAt)}>
            {fromNow(user.lastSignInAt)}
          </time>
        ) : (
          t.never
        )}
      </Table.Td>
    </Table.Tr>
  );
}
