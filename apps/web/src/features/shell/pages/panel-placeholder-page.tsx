import { athleteRouteTitle } from '@fhp/domain';
import { useLocation } from 'react-router';
import { FeatureUnavailable } from '../../../ui/feature-unavailable';

/**
 * Any panel screen that belongs to a later issue: it names the feature (the menu title of the
 * current route) and says it is not available yet, inside the shell, so no menu entry is dead.
 */
export default function PanelPlaceholderPage() {
  const { pathname } = useLocation();
  return <FeatureUnavailable feature={athleteRouteTitle(pathname)} />;
}
