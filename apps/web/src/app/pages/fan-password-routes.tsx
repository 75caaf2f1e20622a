import { FAN_PATHS } from '@fhp/domain';
import ForgotPasswordPage from '../../features/auth/pages/forgot-password-page';
import ResetPasswordPage from '../../features/auth/pages/reset-password-page';

/** /fan/forgot-password: the auth feature's page, leading back to the fan sign-in. */
export function FanForgotPasswordRoute() {
  return <ForgotPasswordPage loginPath={FAN_PATHS.login} />;
}

/** /fan/reset-password?token=…: where a fan's reset e-mail links. */
export function FanResetPasswordRoute() {
  return <ResetPasswordPage loginPath={FAN_PATHS.login} forgotPath={FAN_PATHS.forgotPassword} />;
}
