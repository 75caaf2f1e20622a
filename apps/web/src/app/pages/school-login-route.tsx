import { SCHOOL_PATHS, safeRedirectPath, schoolAreaTexts as t } from '@fhp/domain';
import { Navigate, useSearchParams } from 'react-router';
import LoginPage, { type LoginArea } from '../../features/auth/pages/login-page';
import { useSession } from '../../lib/session';

/** The school area's sign-in: the auth feature's form, signing into the 'school' panel. */
const SCHOOL_LOGIN_AREA: LoginArea = {
  panel: 'school',
  title: t.loginTitle,
  subtitle: t.loginSubtitle,
  afterLoginPath: SCHOOL_PATHS.home,
  forgotPath: '/auth/forgot-password',
  other: {
    prompt: t.athletePrompt,
    link: t.athleteLink,
    path: '/auth/login',
  },
};

/** /school/login?redirect=…: back to the school-area page that sent the administrator here. */
export default function SchoolLoginRoute() {
  const { user } = useSession({ canWaitForInteraction: true });
  const [params] = useSearchParams();
  // A school administrator already signed in goes on; anyone else may sign in here.
  if (user?.role === 'school-admin') {
    return <Navigate to={safeRedirectPath(params.get('redirect')) ?? SCHOOL_PATHS.home} replace />;
  }
  return <LoginPage area={SCHOOL_LOGIN_AREA} />;
}
