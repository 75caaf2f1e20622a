import { CONSOLE_PATHS, consoleMessages, fansTexts, safeRedirectPath } from '@fhp/domain';
import { Navigate, useSearchParams } from 'react-router';
import LoginPage, { type LoginArea } from '../../features/auth/pages/login-page';
import { useSession } from '../../lib/session';

/** The console's sign-in: the auth feature's form, signing into the 'console' panel (admins only). */
const CONSOLE_LOGIN_AREA: LoginArea = {
  panel: 'console',
  title: consoleMessages.loginTitle,
  subtitle: consoleMessages.loginSubtitle,
  afterLoginPath: CONSOLE_PATHS.inbox,
  forgotPath: '/auth/forgot-password',
  other: {
    prompt: fansTexts.areYouAthlete,
    link: fansTexts.athleteSignInLink,
    path: '/auth/login',
  },
};

/** /console/login?redirect=…: back to the console page that sent the operator here. */
export default function ConsoleLoginRoute() {
  const { user } = useSession({ canWaitForInteraction: true });
  const [params] = useSearchParams();
  // An operator already signed in goes on; anyone else may sign in here as an operator.
  if (user?.role === 'admin') {
    return (
      <Navigate to={safeRedirectPath(params.get('redirect')) ?? CONSOLE_PATHS.inbox} replace />
    );
  }
  return <LoginPage area={CONSOLE_LOGIN_AREA} />;
}
