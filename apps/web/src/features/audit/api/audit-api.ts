import { auditEndpoints, CONSOLE_PAGE_SIZE, type TAuditFilters } from '@fhp/domain';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

/** Only the filters that say something: an empty field filters nothing. */
export function activeFilters(filters: TAuditFilters): TAuditFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  );
}

/** GET /api/console/audit: the audit log, newest first, a console page at a time. */
export function useAuditLog(filters: TAuditFilters) {
  const query = activeFilters(filters);
  return usePagedEndpoint(auditEndpoints.list, queryKeys.console.audit(query), {
    query,
    pageSize: CONSOLE_PAGE_SIZE,
    keepPrevious: true,
  });
}

/** The CSV export's address for the same filters (a plain download link). */
export function auditCsvHref(filters: TAuditFilters): string {
  const params = new URLSearchParams(activeFilters(filters) as Record<string, string>);
  const qs = params.toString();
  return `${auditEndpoints.exportCsv.path}${qs ? `?${qs}` : ''}`;
}
