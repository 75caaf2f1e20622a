/**
 * Every background job's timings in one place: how often a scheduled one runs (cron, UTC), how
 * often and how late a failed one is retried, and how long one attempt may run before it counts
 * as failed. pg-boss stores these on the queue, so a change here applies at the next start.
 *
 * Retries back off exponentially: about `retryDelay * 2^n` seconds (with jitter) before retry n,
 * never more than `retryDelayMax`. Scheduled jobs are `stately`: at most one waiting and one
 * running, so a slow run never piles up copies behind it.
 */
export type JobSettings = {
  retryLimit: number;
  retryDelay: number;
  retryDelayMax: number;
  expireInSeconds: number;
  schedule?: string;
};

const MINUTE = 60;
const HOUR = 3600;

export const JOB_SETTINGS = {
  /** SMTP down for a day is still delivered: 30 s, 1 min, 2 min ... then hourly, 30 attempts. */
  'email-send': {
    retryLimit: 30,
    retryDelay: 30,
    retryDelayMax: HOUR,
    expireInSeconds: 5 * MINUTE,
  },
  /** Writes one outbox row (and send job) per matching fan, all in one transaction. */
  'new-athlete-fan-out': {
    retryLimit: 5,
    retryDelay: 30,
    retryDelayMax: HOUR,
    expireInSeconds: 10 * MINUTE,
  },
  /**
   * Pushes to every browser of one user. A push service that cannot take it now (no answer,
   * 429, 5xx) fails the job: 10 s, 20 s, 40 s ... up to 5 minutes, 6 tries in about 10 minutes
   * (a push is a nudge; the bell has it anyway). When other browsers got it, the retry is a new
   * job for the failed ones only (push-job.ts), so none gets it twice.
   */
  'push-send': {
    retryLimit: 6,
    retryDelay: 10,
    retryDelayMax: 5 * MINUTE,
    expireInSeconds: MINUTE,
  },
  /**
   * Lights the athlete's bell and wallet for a sale booked by a capture (queued in the capture's
   * transaction, so a process that dies after the commit still announces it). A retry repeats
   * only live events, which the screens treat as "refetch".
   */
  'sale-announce': { retryLimit: 3, retryDelay: 5, retryDelayMax: MINUTE, expireInSeconds: MINUTE },
  /** Lights a bell for a notification written in a transaction (same retries as a sale's). */
  'notification-announce': {
    retryLimit: 3,
    retryDelay: 5,
    retryDelayMax: MINUTE,
    expireInSeconds: MINUTE,
  },
  /**
   * Every minute: expires unanswered chat requests (their holds released), reminds fans of chats
   * about to start, settles chats whose rating window closed unrated.
   */
  'chat-upkeep': {
    schedule: '* * * * *',
    retryLimit: 0,
    retryDelay: MINUTE,
    retryDelayMax: MINUTE,
    expireInSeconds: 5 * MINUTE,
  },
  /**
   * Puts an athlete's new item in the bells of the fans who bought from them (one statement; a
   * retry writes nothing twice and repeats only live events).
   */
  'fan-new-item-fan-out': {
    retryLimit: 5,
    retryDelay: 30,
    retryDelayMax: HOUR,
    expireInSeconds: 5 * MINUTE,
  },
  /**
   * Pays a withdrawal out and settles it. While the provider says pending the run fails on
   * purpose and this backoff is the polling: 1, 2, 4 ... minutes, then hourly, for about two
   * days (a PayPal webhook may settle it sooner).
   */
  'withdrawal-payout': {
    retryLimit: 50,
    retryDelay: MINUTE,
    retryDelayMax: HOUR,
    expireInSeconds: 2 * MINUTE,
  },
  /**
   * Daily: asks the provider again about withdrawals still pending after their payout job gave
   * up (an unclaimed PayPal payout is returned after 30 days, a RETURNED event may be lost).
   */
  'payout-reconciliation': {
    schedule: '11 4 * * *',
    retryLimit: 2,
    retryDelay: 10 * MINUTE,
    retryDelayMax: HOUR,
    expireInSeconds: 30 * MINUTE,
  },
  /** Asks the provider about payments in flight; the next run is five minutes away anyway. */
  'payment-reconciliation': {
    schedule: '*/5 * * * *',
    retryLimit: 0,
    retryDelay: MINUTE,
    retryDelayMax: MINUTE,
    expireInSeconds: 15 * MINUTE,
  },
  /**
   * Group chats: reminders before the start, seats unrated after the 72-hour window settled as
   * satisfactory, seats of a cancellation cut short released. The next run is 5 minutes away.
   */
  'group-chat-settlement': {
    schedule: '*/5 * * * *',
    retryLimit: 0,
    retryDelay: MINUTE,
    retryDelayMax: MINUTE,
    expireInSeconds: 15 * MINUTE,
  },
  'attempt-counters-cleanup': {
    schedule: '*/15 * * * *',
    retryLimit: 1,
    retryDelay: MINUTE,
    retryDelayMax: MINUTE,
    expireInSeconds: 5 * MINUTE,
  },
  /** Hourly: an orphan upload lives at most a day (its grace) and an hour. */
  'unreferenced-files-cleanup': {
    schedule: '7 * * * *',
    retryLimit: 1,
    retryDelay: 5 * MINUTE,
    retryDelayMax: 5 * MINUTE,
    expireInSeconds: 30 * MINUTE,
  },
  'expired-sessions-cleanup': {
    schedule: '23 * * * *',
    retryLimit: 1,
    retryDelay: 5 * MINUTE,
    retryDelayMax: 5 * MINUTE,
    expireInSeconds: 10 * MINUTE,
  },
  'reset-tokens-cleanup': {
    schedule: '29 * * * *',
    retryLimit: 1,
    retryDelay: 5 * MINUTE,
    retryDelayMax: 5 * MINUTE,
    expireInSeconds: 10 * MINUTE,
  },
  'unpaid-sign-ups-cleanup': {
    schedule: '41 3 * * *',
    retryLimit: 2,
    retryDelay: 10 * MINUTE,
    retryDelayMax: HOUR,
    expireInSeconds: 30 * MINUTE,
  },
  'abandoned-badge-drafts-cleanup': {
    schedule: '47 3 * * *',
    retryLimit: 2,
    retryDelay: 10 * MINUTE,
    retryDelayMax: HOUR,
    expireInSeconds: 30 * MINUTE,
  },
  'outbox-cleanup': {
    schedule: '53 3 * * *',
    retryLimit: 2,
    retryDelay: 10 * MINUTE,
    retryDelayMax: HOUR,
    expireInSeconds: 30 * MINUTE,
  },
} satisfies Record<string, JobSettings>;

export type JobName = keyof typeof JOB_SETTINGS;

/**
 * The longest a job of these settings goes on being retried: every backoff at its upper bound
 * (pg-boss waits between half and all of `retryDelay * 2^(n+1)` before retry n, capped at
 * `retryDelayMax`) plus every attempt running until it expires. Past this, a job queued at a
 * given time has finished, one way or the other (while workers run).
 */
export function retryWindowSeconds(s: JobSettings): number {
  let seconds = (s.retryLimit + 1) * s.expireInSeconds;
  for (let n = 0; n < s.retryLimit; n += 1) {
    seconds += Math.min(s.retryDelayMax, s.retryDelay * 2 ** Math.min(16, n + 1));
  }
  return seconds;
}

/**
 * How often an idle worker looks for new jobs, per process and queue: a queue that requests fill
 * is looked at often (a sent e-mail leaves within seconds); a scheduled one, whose jobs come
 * minutes apart, rarely, so an idle server stays idle.
 */
export const WORKER_POLLING_SECONDS = { requested: 2, scheduled: 30 };
/** Jobs one worker takes at once (run one after another); a full batch means fetch again now. */
export const WORKER_BATCH = 10;
/** How long a graceful shutdown waits for jobs in progress before failing them (they are retried). */
export const SHUTDOWN_GRACE_MS = 20_000;
