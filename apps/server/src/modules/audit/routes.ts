import { auditEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { consoleGuard } from '../../platform/auth/subjects';
import { csvAttachment } from '../../platform/http/csv';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { auditCsv, listAudit } from './list-audit';

export async function auditRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  const authorize = consoleGuard(services.db);

  route(
    app,
    endpoints.list,
    async (request) => {
      const { cursor, limit, ...filters } = request.query;
      return listAudit(services.db, filters, { cursor: cursorParam(cursor), limit });
    },
    { authorize },
  );

  route(
    app,
    endpoints.exportCsv,
    async (request, reply) =>
      reply.headers(csvAttachment('audit-log')).send(await auditCsv(services.db, request.query)),
    { authorize },
  );
}
