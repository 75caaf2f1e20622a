import { SCHOOL_PATHS, schoolAreaTexts } from '@fhp/domain';
import { RequireAreaRole } from './require-area-role';

/** /school/* (but its sign-in) is for school administrators. */
export function RequireSchoolAdmin() {
  return (
    <RequireAreaRole
      areaRole="school-admin"
      loginPath={SCHOOL_PATHS.login}
      texts={schoolAreaTexts}
    />
  );
}
