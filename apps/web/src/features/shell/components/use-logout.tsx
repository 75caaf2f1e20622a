import { authMessages, panelUiMessages } from '@fhp/domain';
import { Text } from '@mantine/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { logout } from '../../../lib/session/logout';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { notifyFailed } from '../../../ui/notify';

const m = authMessages;

/**
 * Returns a function that asks 'Are you sure?' / 'You want to logout.' and, only after Logout is
 * pressed, ends the session on the server, clears it here and goes to the login page.
 */
export function useLogoutConfirm() {
  const { setUser } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    openConfirmDialog({
      title: m.logoutTitle,
      centered: true,
      children: <Text size="sm">{m.logoutText}</Text>,
      labels: { confirm: m.logoutConfirm, cancel: m.logoutCancel },
      onConfirm: async () => {
        try {
          await logout();
        } catch (error) {
          // The spec keeps a failed logout's error: the user stays signed in and is told.
          notifyFailed(isApiError(error) ? error.message : panelUiMessages.logoutFailed);
          return;
        }
        setUser(null);
        navigate('/auth/login', { replace: true });
      },
    });
  }, [setUser, navigate]);
}
