import { PlaceRequestsScreen } from '../components/place-requests-screen';

/** /admin/requested-cities: requested cities with support hearts and Add New City. */
export default function RequestedCitiesPage() {
  return <PlaceRequestsScreen kind="city" />;
}
