import { CONSOLE_PATHS, panelUiMessages } from '@fhp/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { logout } from '../../../lib/session/logout';
import { notifyFailed } from '../../../ui/notify';

/** Sign out of the console at once (an operator's deliberate click), back to its sign-in. */
export function useConsoleSignOut() {
  const { setUser } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      notifyFailed(isApiError(error) ? error.message : panelUiMessages.logoutFailed);
      return;
    }
    setUser(null);
    navigate(CONSOLE_PATHS.login, { replace: true });
  }, [setUser, navigate]);
}
