import { z } from 'zod';
import { ZDirectoryAthlete } from '../directory/directory.schemas';

/** Athletes per row of /home ("Trending this week", "Newly joined"). */
export const HOME_ATHLETES_LIMIT = 8;

/**
 * GET /api/home/athletes: the people /home shows above its links, each in the directory's public
 * shape (the same card leads to the same athlete page). `trending`: most purchases in the last
 * 7 days (the trending window), ties by amount then athlete number; `newest`: the most recently
 * joined active athletes. Both leave out athletes not active or blocked.
 */
export const ZHomeAthletes = z.object({
  trending: z.array(ZDirectoryAthlete).max(HOME_ATHLETES_LIMIT),
  newest: z.array(ZDirectoryAthlete).max(HOME_ATHLETES_LIMIT),
});
export type THomeAthletes = z.infer<typeof ZHomeAthletes>;
