import type { JobQueue } from '../platform/jobs/job-queue';

/**
 * Makes the jobs of a queue that wait for a retry due now, as if their backoff had passed, and
 * returns when each was due. Tests use it instead of waiting out the delay.
 */
export async function makeRetriesDue(jobs: JobQueue, name: string): Promise<Date[]> {
  const waiting = (await jobs.boss.findJobs(name, { queued: true })).filter(
    (j) => j.state === 'retry',
  );
  for (const job of waiting)
    await jobs.boss.update(name, undefined, { id: job.id, startAfter: new Date() });
  return waiting.map((j) => j.startAfter);
}
