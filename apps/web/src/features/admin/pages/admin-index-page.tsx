import { FeatureUnavailable } from '../../../ui/feature-unavailable';

/** /admin/index until the athlete panel's pages arrive. */
export default function AdminIndexPage() {
  return <FeatureUnavailable feature="The athlete panel" />;
}
