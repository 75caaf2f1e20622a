import { useNavigate } from 'react-router';

/**
 * Goes to a URL the server answered (a checkout): our own pages (the simulated checkout) stay in
 * the app, the provider's page (PayPal) is a full navigation.
 */
export function useGoToUrl() {
  const navigate = useNavigate();
  return (url: string) => {
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
    else window.location.assign(target.toString());
  };
}
