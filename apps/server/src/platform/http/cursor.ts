import { messages } from '@fhp/domain';
import { validationFailed } from './app-error';

/** Keyset cursor over (created_at, id), opaque to clients. */
export type Cursor = { createdAt: Date; id: string };

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  const [iso, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (!iso || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const createdAt = new Date(iso);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
}

/** Given `limit + 1` rows, returns the page and the cursor of its last row when more exist. */
export function toPage<T extends { createdAt: Date; id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/**
 * The `cursor` query parameter of a paged route: absent means the first page; unreadable is the
 * client's error (400), never a silent first page.
 */
export function cursorParam(value: string | undefined): Cursor | null {
  const cursor = decodeCursor(value);
  if (value && !cursor) throw validationFailed({ cursor: messages.platform.invalidCursor });
  return cursor;
}
