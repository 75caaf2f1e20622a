import { schoolContractDocumentEndpoints as endpoints, schoolContractPdfName } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { contractSubject, readContractDetail } from './contract-detail';
import { openContractPdf, verifyContract } from './contract-download';
import { countersignAndSeal } from './countersign';

/** A school contract's documents: console detail and countersignature, the PDF, its confirmation. */
export async function schoolContractDocumentRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  const authorize = {
    db: services.db,
    subject: (request: { params: { id: string } }) =>
      contractSubject(services.db, request.params.id),
  };

  route(
    app,
    endpoints.consoleDetail,
    async (request) => readContractDetail(services.db, request.params.id),
    {
      authorize,
    },
  );

  route(
    app,
    endpoints.countersign,
    async (request) =>
      countersignAndSeal(services, {
        contractId: request.params.id,
        operator: { id: request.user.id, email: request.user.email },
        name: request.body.name,
        signature: request.body.signature,
        ip: request.ip,
      }),
    { authorize },
  );

  route(
    app,
    endpoints.pdf,
    async (request, reply) => {
      const pdf = await openContractPdf(services, {
        contractId: request.params.id,
        ip: request.ip,
        who: request.user?.email ?? null,
      });
      return (
        reply
          .type('application/pdf')
          .header(
            'Content-Disposition',
            `attachment; filename="${schoolContractPdfName(pdf.number)}"`,
          )
          // Every download is recorded: no cache may answer for the server.
          .header('Cache-Control', 'no-store')
          .header('X-Content-SHA256', pdf.sha256)
          .send(pdf.body)
      );
    },
    { session: 'optional' },
  );

  route(app, endpoints.verify, async (request) => verifyContract(services.db, request.params.id));
}
