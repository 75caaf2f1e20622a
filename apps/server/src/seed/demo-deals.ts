import type { DbOrTx } from '../platform/db/database';

export async function seedDemoDeals(_db: DbOrTx, _ids: Record<string, string>) {}
