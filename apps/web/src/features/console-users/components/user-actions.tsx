import {
  CONSOLE_USER_NOTE_MAX,
  consoleMessages,
  notificationsMessages,
  type TConsoleUser,
  consoleUsersTexts as t,
} from '@fhp/domain';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { notifySaved } from '../../../ui/notify';
import type { UserAction } from '../api/console-users-api';
import { ActionDialog, type ActionDialogProps } from './action-dialog';

type Dialog = Omit<ActionDialogProps, 'opened' | 'onClose'>;

/**
 * What an operator can do to the account: block or unblock (with a reason), flag a fan as
 * manager or take it back, send an athlete a message. Each is confirmed in a dialog; the
 * operator's own account and other operators' cannot be blocked.
 */
export function UserActions({
  user,
  myId,
  run,
}: {
  user: TConsoleUser;
  myId: string | undefined;
  run: (action: UserAction) => Promise<string>;
}) {
  const [state, setState] = useState<{ dialog: Dialog; opened: boolean }>({
    dialog: EMPTY,
    opened: false,
  });
  // The dialog's content stays while it closes (its fade-out), only `opened` changes.
  const setDialog = (dialog: Dialog) => setState({ dialog, opened: true });
  const name = user.name || user.email;
  const done = async (action: UserAction) => {
    const message = await run(action);
    if (message) notifySaved(message);
  };
  const reasonField = {
    label: t.reasonLabel,
    required: consoleMessages.reasonRequired,
    maxLength: CONSOLE_USER_NOTE_MAX,
  };

  const own = user.id === myId;
  const operator = user.role === 'admin';
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {user.role === 'athlete' && (
          <Button
            variant="default"
            size="xs"
            onClick={() =>
              setDialog({
                title: t.messageTitle,
                text: t.messageHint(notificationsMessages.adminMessagePrefix),
                field: { label: t.messageLabel, required: t.messageRequired, maxLength: 1000 },
                confirmLabel: t.send,
                onConfirm: (message) => done({ kind: 'message', message }),
              })
            }
          >
            {t.sendMessage}
          </Button>
        )}
        {user.role === 'fan' && (
          <Button
            variant="default"
            size="xs"
            onClick={() =>
              setDialog(
                user.isManager
                  ? {
                      title: t.unflagTitle,
                      text: t.unflagText(name),
                      confirmLabel: t.unflagManager,
                      onConfirm: () => done({ kind: 'manager', isManager: false }),
                    }
                  : {
                      title: t.flagTitle,
                      text: t.flagText(name),
                      confirmLabel: t.flagManager,
                      onConfirm: () => done({ kind: 'manager', isManager: true }),
                    },
              )
            }
          >
            {user.isManager ? t.unflagManager : t.flagManager}
          </Button>
        )}
        {!own && !operator && (
          <Button
            size="xs"
            color={user.blocked ? 'blue' : 'red.9'}
            variant={user.blocked ? 'light' : 'filled'}
            onClick={() =>
              setDialog(
                user.blocked
                  ? {
                      title: t.unblockTitle,
                      text: t.unblockText(name),
                      field: reasonField,
                      confirmLabel: t.unblock,
                      onConfirm: (reason) => done({ kind: 'unblock', reason }),
                    }
                  : {
                      title: t.blockTitle,
                      text: t.blockText(name),
                      field: reasonField,
                      confirmLabel: t.block,
                      color: 'red.9',
                      onConfirm: (reason) => done({ kind: 'block', reason }),
                    },
              )
            }
          >
            {user.blocked ? t.unblock : t.block}
          </Button>
        )}
      </Group>
      {(own || operator) && (
        <Text size="xs" c="dimmed">
          {own ? t.ownAccount : t.operatorAccount}
        </Text>
      )}
      <ActionDialog
        opened={state.opened}
        onClose={() => setState((s) => ({ ...s, opened: false }))}
        {...state.dialog}
      />
    </>
  );
}

const EMPTY: Dialog = { title: '', text: '', confirmLabel: '', onConfirm: async () => undefined };
