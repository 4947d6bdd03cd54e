/**
 * `node scripts/decision-checksums.ts`: pins every accepted decision record that is not pinned yet in
 * docs/decisions/.checksums (scripts/lib/decision-records.ts). Never rewrites a pinned line: an edit
 * to an accepted record is undone, and the change of mind written as a new record that supersedes it.
 */
import { checkRecords, pinNewRecords } from './lib/decision-records.ts';

const added = pinNewRecords();
for (const file of added) console.log(`pinned ${file}`);
if (added.length === 0) console.log('every accepted record is pinned');
const { changed, missing } = checkRecords();
for (const file of changed) console.error(`changed after acceptance: ${file}`);
for (const file of missing) console.error(`pinned but gone: ${file}`);
process.exit(changed.length + missing.length > 0 ? 1 : 0);
