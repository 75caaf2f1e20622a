import { statementsEndpoints as endpoints, statementFileName } from '@fhp/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { readEarnings, readGiving } from './read-statements';
import { disclosureCsv, earningsCsv, givingCsv } from './statement-csv';
import { renderEarningsPdf, renderGivingPdf } from './statement-pdf';

/** A statement file, as a download that no cache keeps (it is one person's money). */
function download(reply: FastifyReply, name: string, type: string, body: string | Buffer) {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

const CSV = 'text/csv; charset=utf-8';
const PDF = 'application/pdf';

/**
 * /api/statements: the caller's own statements only (every read is keyed on the session's
 * user, so no id in the path reaches anyone else's money).
 */
export async function statementsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  const { db } = services;
  route(app, endpoints.earnings, async (request) => {
    return (await readEarnings(db, request.user.id, request.params.year)).statement;
  });
  route(app, endpoints.earningsCsv, async (request, reply) => {
    const { year } = request.params;
    const { statement } = await readEarnings(db, request.user.id, year);
    return download(
      reply,
      statementFileName('earnings-statement', year, 'csv'),
      CSV,
      earningsCsv(statement),
    );
  });
  route(app, endpoints.earningsPdf, async (request, reply) => {
    const { year } = request.params;
    const { statement } = await readEarnings(db, request.user.id, year);
    const pdf = await renderEarningsPdf(statement);
    return download(reply, statementFileName('earnings-statement', year, 'pdf'), PDF, pdf);
  });
  route(app, endpoints.disclosureCsv, async (request, reply) => {
    const { year } = request.params;
    const { lines } = await readEarnings(db, request.user.id, year);
    return download(
      reply,
      statementFileName('deals-disclosure', year, 'csv'),
      CSV,
      disclosureCsv(lines),
    );
  });
  route(app, endpoints.giving, async (request) =>
    readGiving(db, request.user.id, request.params.year),
  );
  route(app, endpoints.givingCsv, async (request, reply) => {
    const { year } = request.params;
    const statement = await readGiving(db, request.user.id, year);
    return download(
      reply,
      statementFileName('giving-statement', year, 'csv'),
      CSV,
      givingCsv(statement),
    );
  });
  route(app, endpoints.givingPdf, async (request, reply) => {
    const { year } = request.params;
    const pdf = await renderGivingPdf(await readGiving(db, request.user.id, year));
    return download(reply, statementFileName('giving-statement', year, 'pdf'), PDF, pdf);
  });
}
