import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Accepted decision records are never edited (docs/decisions/README.md): a change of mind is a new
 * record that supersedes. `docs/decisions/.checksums` pins each accepted record's SHA-256, in
 * `sha256sum` format (so `cd docs/decisions && sha256sum -c .checksums` checks it too), and
 * tests/unit/decision-records.test.ts fails when a pinned record changes or an accepted one is not pinned.
 */
export const DECISIONS_FOLDER = path.join('docs', 'decisions');
const MANIFEST = '.checksums';

export interface DecisionRecord {
  file: string;
  number: string;
  accepted: boolean;
  sha256: string;
}

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;

/** Every record in `folder` (`NNNN-title.md`), in number order. */
export function readRecords(folder = DECISIONS_FOLDER): DecisionRecord[] {
  return fs
    .readdirSync(folder)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => {
      const bytes = fs.readFileSync(path.join(folder, file));
      const status = /^Status:\s*(\S+)/im.exec(bytes.toString('utf8'))?.[1] ?? '';
      return {
        file,
        number: file.slice(0, 4),
        accepted: /^accepted\b/i.test(status),
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    });
}

/** The pinned checksums, by file name. */
function readManifest(folder = DECISIONS_FOLDER): Map<string, string> {
  const text = fs.existsSync(path.join(folder, MANIFEST))
    ? fs.readFileSync(path.join(folder, MANIFEST), 'utf8')
    : '';
  const pinned = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line.trim());
    if (match?.[1] && match[2]) pinned.set(match[2], match[1]);
  }
  return pinned;
}

export interface RecordProblems {
  /** Pinned records whose text is no longer what was accepted. */
  changed: string[];
  /** Pinned records that are gone (records are never deleted or renamed). */
  missing: string[];
  /** Accepted records not pinned yet: `node scripts/decision-checksums.ts` adds them. */
  unpinned: string[];
  /** Numbers used by more than one record. */
  reused: string[];
}

export function checkRecords(folder = DECISIONS_FOLDER): RecordProblems {
  const records = readRecords(folder);
  const pinned = readManifest(folder);
  const byFile = new Map(records.map((record) => [record.file, record]));
  const numbers = records.map((record) => record.number);
  return {
    changed: [...pinned]
      .filter(([file, sha]) => byFile.has(file) && byFile.get(file)?.sha256 !== sha)
      .map(([file]) => file),
    missing: [...pinned.keys()].filter((file) => !byFile.has(file)),
    unpinned: records
      .filter((record) => record.accepted && !pinned.has(record.file))
      .map((record) => record.file),
    reused: [...new Set(numbers.filter((number, index) => numbers.indexOf(number) !== index))],
  };
}

/**
 * Pins the accepted records that are not pinned yet, and only those: a line once written is never
 * rewritten, so an edited record stays caught. Answers the files it added.
 */
export function pinNewRecords(folder = DECISIONS_FOLDER): string[] {
  const pinned = readManifest(folder);
  const added = readRecords(folder).filter((record) => record.accepted && !pinned.has(record.file));
  if (added.length === 0) return [];
  const lines = [...pinned].map(([file, sha]) => `${sha}  ${file}`);
  lines.push(...added.map((record) => `${record.sha256}  ${record.file}`));
  lines.sort((a, b) => a.slice(66).localeCompare(b.slice(66)));
  fs.writeFileSync(path.join(folder, MANIFEST), `${lines.join('\n')}\n`);
  return added.map((record) => record.file);
}
