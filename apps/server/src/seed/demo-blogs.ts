import type { DbOrTx } from '../platform/db/database';

export async function seedDemoBlogs(_db: DbOrTx, _ids: Record<string, string>) {}
