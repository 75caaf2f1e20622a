import type { TPushPayload } from '@fhp/domain';
import { defineJob } from '../jobs/job-queue';
import { pushToUser } from './push-sender';

/** Pushes one payload to every browser a user subscribed (see pushToUser for failures). */
export const pushJob = defineJob<{ userId: string; payload: TPushPayload }>(
  'push-send',
  async (services, data, { log }) => {
    await pushToUser(services, data.userId, data.payload, { log });
  },
);
