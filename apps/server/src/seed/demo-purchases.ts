import type { DbOrTx } from '../platform/db/database';

export async function seedDemoPurchases(_db: DbOrTx, _ids: Record<string, string>) {}
