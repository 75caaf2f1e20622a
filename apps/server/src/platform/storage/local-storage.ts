import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

/** Files in a folder on local disk: the default for one machine. */
export class LocalFileStorage implements FileStorage {
  readonly driver = 'local' as const;

  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    // Keys never come from users, but a bad key must still not escape the folder.
    const inside = full.startsWith(path.resolve(this.root) + path.sep);
    if (!inside) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temp, body);
    await fs.rename(temp, file);
  }

  async get(key: string) {
    const file = this.resolve(key);
    try {
      const stat = await fs.stat(file);
      return { body: createReadStream(file), size: stat.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }
}
