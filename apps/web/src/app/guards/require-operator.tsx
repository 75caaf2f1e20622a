import { CONSOLE_PATHS, consoleMessages } from '@fhp/domain';
import { RequireAreaRole } from './require-area-role';

/** /console/* (but its sign-in) is for operators. */
export function RequireOperator() {
  return (
    <RequireAreaRole areaRole="admin" loginPath={CONSOLE_PATHS.login} texts={consoleMessages} />
  );
}
