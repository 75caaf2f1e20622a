import type { TPushPayload } from '@fhp/domain';
import { defineJob } from '../jobs/job-queue';
import { JOB_SETTINGS } from '../jobs/job-settings';
import { PushDeferred, pushToUser } from './push-sender';

type PushJobData = { userId: string; payload: TPushPayload; only?: string[] };

/**
 * Pushes one payload to every browser a user subscribed (see pushToUser). A push service that
 * could not take it now fails the job, and pg-boss retries it with the queue's backoff
 * (job-settings.ts). When other browsers got it meanwhile, the retry goes to the failed ones
 * only: a new job names them (`only`), due after the first backoff, and this one ends, so no
 * browser gets the push twice.
 */
export const pushJob = defineJob<PushJobData>('push-send', async (services, data, { log }) => {
  try {
    await pushToUser(services, data.userId, data.payload, { log, only: data.only });
  } catch (error) {
    if (!(error instanceof PushDeferred) || error.settled === 0) throw error;
    await services.jobs.send(
      pushJob,
      { ...data, only: error.subscriptionIds },
      { startAfter: new Date(Date.now() + JOB_SETTINGS['push-send'].retryDelay * 1000) },
    );
  }
});
