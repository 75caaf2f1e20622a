import { Outlet } from 'react-router';
import { RouteProviders } from '../providers';

/** The root route: router-scoped providers around every page. */
export function RootLayout() {
  return (
    <RouteProviders>
      <Outlet />
    </RouteProviders>
  );
}
