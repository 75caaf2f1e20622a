import {
  communityBadgePdfName,
  communityBadgeEndpoints as endpoints,
  formatCommunityBadgeNumber,
} from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { captureCommunityBadge, startCommunityBadgePurchase } from './buy-community-badge';
import { badgePdfContent, renderBadgePdf } from './community-badge-pdf';
import { nextCommunityBadgePrice } from './community-badge-price';
import { badgeOwnerView, listCommunityBadges, readOwnCommunityBadge } from './community-badge-rows';
import { verifyCommunityBadge } from './verify-community-badge';

export async function communityBadgeRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.list, async (request) => {
    const badges = await listCommunityBadges(services.db, request.user.id);
    const owner = await badgeOwnerView(services.db, request.user.id);
    // What the next checkout would cost now: $4 too while an open checkout holds the $2.
    const nextPriceCents = await nextCommunityBadgePrice(services.db, request.user.id);
    return { nextPriceCents, ...owner, badges };
  });
  route(app, endpoints.purchase, async (request, reply) =>
    reply.status(201).send(await startCommunityBadgePurchase(services, request.user.id)),
  );
  route(app, endpoints.capturePayment, async (request) =>
    captureCommunityBadge(services, request.user.id, request.params.paymentId, request.log),
  );
  route(app, endpoints.pdf, async (request, reply) => {
    const badge = await readOwnCommunityBadge(services.db, request.user.id, request.params.id);
    const pdf = await renderBadgePdf(await badgePdfContent(services, badge));
    const name = communityBadgePdfName(formatCommunityBadgeNumber(badge.badgeNumber));
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
  route(app, endpoints.verify, async (request) =>
    verifyCommunityBadge(services.db, request.params.badgeNumber),
  );
}
