import { PlaceRequestsScreen } from '../components/place-requests-screen';

/** /admin/requested-sports: requested sports with support hearts and Add New Sport. */
export default function RequestedSportsPage() {
  return <PlaceRequestsScreen kind="sport" />;
}
