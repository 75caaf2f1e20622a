import {
  DEFAULT_SITE_SETTINGS,
  type SiteLinkKey,
  type SiteSettings,
  siteSettingsEndpoints,
} from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { CAN_WAIT_FOR_INTERACTION } from './first-load';
import { queryKeys } from './query-keys';

/** GET /api/site-settings: the operators' links and switches (defaults merged on the server). */
export function fetchSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return callApi(siteSettingsEndpoints.read, {}, { signal }) as Promise<SiteSettings>;
}

/**
 * The public site's settings. Until the answer arrives (or if it fails) the domain defaults are
 * returned, so links always have a target and pages never wait on them. A caller that needs the
 * answer itself, not just the links (whether the shop is open), says `linksOnly: false`.
 */
export function useSiteSettings({ linksOnly = true }: { linksOnly?: boolean } = {}) {
  const query = useQuery({
    queryKey: queryKeys.siteSettings.all,
    queryFn: ({ signal }) => fetchSiteSettings(signal),
    staleTime: 5 * 60_000,
    // The server writes the current links into a pre-rendered page (web-app.ts).
    meta: linksOnly ? CAN_WAIT_FOR_INTERACTION : undefined,
  });
  const settings: SiteSettings = query.data ?? (DEFAULT_SITE_SETTINGS as SiteSettings);
  return { ...query, settings };
}

/** One external link by key, e.g. `useSiteLink('fanSite')`. */
export function useSiteLink(key: SiteLinkKey): string {
  const { settings } = useSiteSettings();
  return settings.links[key] ?? DEFAULT_SITE_SETTINGS.links[key];
}
