import fs from 'node:fs';
import path from 'node:path';
import { REFERENCE_DIR } from '../../platform/paths';

const FILE = path.join(REFERENCE_DIR, 'florida-miami-other-colleges.json');

let cached: readonly string[] | undefined;

/**
 * The fixed college list offered when the state is Florida, the city Miami and the school
 * choice 'Other' (spec part 1, section 5). It is 20 names of committed data, not a table:
 * read once per process from the reference folder, so replacing the file is the only edit.
 */
export function floridaMiamiOtherColleges(): readonly string[] {
  cached ??= JSON.parse(fs.readFileSync(FILE, 'utf8')) as string[];
  return cached;
}
