import { auditEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { consoleListRoutes } from '../../platform/http/console-list-routes';
import type { AppServices } from '../../platform/services';
import { auditCsv, listAudit } from './list-audit';

/** /api/console/audit: the audit log, filtered, paged and as CSV. */
export async function auditRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  consoleListRoutes(
    app,
    services.db,
    { list: endpoints.list, csv: endpoints.exportCsv },
    {
      page: (filters, page) => listAudit(services.db, filters, page),
      csv: (query) => auditCsv(services.db, query),
      fileName: 'audit-log',
    },
  );
}
