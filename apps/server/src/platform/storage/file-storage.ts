import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Keys are opaque paths chosen by the files service. */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when the key does not exist. */
  get(key: string): Promise<{ body: Readable; contentType?: string; size?: number } | null>;
  delete(key: string): Promise<void>;
}
