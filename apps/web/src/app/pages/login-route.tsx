import LoginPage from '../../features/auth/pages/login-page';
import { PendingFeeAlert } from '../../features/registration/components/pending-fee-alert';

/** /auth/login: an account still waiting for its fee is offered the registration fee page. */
export default function LoginRoute() {
  return <LoginPage PendingFee={PendingFeeAlert} />;
}
