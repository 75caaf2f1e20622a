import { ATHLETE_LOGIN_PATH, FAN_PATHS, fansTexts as t } from '@fhp/domain';
import LoginPage, { type LoginArea } from '../../features/auth/pages/login-page';

/** The fan area's sign-in: the auth feature's form, signing into the 'fan' panel. */
const FAN_LOGIN_AREA: LoginArea = {
  panel: 'fan',
  title: t.loginTitle,
  subtitle: t.loginSubtitle,
  afterLoginPath: FAN_PATHS.home,
  forgotPath: FAN_PATHS.forgotPassword,
  signUp: {
    prompt: t.newHere,
    link: t.createAccountLink,
    path: FAN_PATHS.signUp,
    keepRedirect: true,
  },
  other: { prompt: t.areYouAthlete, link: t.athleteSignInLink, path: ATHLETE_LOGIN_PATH },
};

/** /fan/login?redirect=…: honours a same-site redirect (an athlete page the fan came from). */
export default function FanLoginRoute() {
  return <LoginPage area={FAN_LOGIN_AREA} />;
}
