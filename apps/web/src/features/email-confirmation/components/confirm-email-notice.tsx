import { emailConfirmationMessages as m } from '@fhp/domain';
import { Box } from '@mantine/core';
import { useSession } from '../../../lib/session';
import { ConfirmEmailPrompt } from '../../../ui/confirm-email-prompt';

/**
 * The fan area's notice while the fan's e-mail address is unconfirmed (votes need it), with
 * "Send the link again". Nothing once confirmed, or for a session that does not say.
 */
export function ConfirmEmailNotice() {
  const { user } = useSession();
  if (user?.role !== 'fan' || user.emailConfirmed !== false) return null;
  return (
    <Box mb="md">
      <ConfirmEmailPrompt message={m.notice(user.email)} resendLabel={m.resend} />
    </Box>
  );
}
