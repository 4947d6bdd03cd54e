import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkRecords,
  DECISIONS_FOLDER,
  pinNewRecords,
  readRecords,
} from '../../scripts/lib/decision-records.ts';

/** An accepted decision record is never edited; a change of mind is a new record (docs/decisions/README.md). */
describe('the decision records', () => {
  it('are as they were accepted, every accepted one pinned, no number used twice', () => {
    const { changed, missing, unpinned, reused } = checkRecords();
    expect(
      changed,
      'an accepted record was edited: restore it (git checkout) and write a new record that supersedes it',
    ).toEqual([]);
    expect(missing, 'a pinned record is gone: records are never deleted or renamed').toEqual([]);
    expect(unpinned, 'an accepted record is not pinned yet: run npm run decisions:pin').toEqual([]);
    expect(reused, 'a record number is used twice').toEqual([]);
  });

  it('are each listed in the index of docs/decisions/README.md', () => {
    const index = fs.readFileSync(path.join(DECISIONS_FOLDER, 'README.md'), 'utf8');
    const listed = new Set([...index.matchAll(/^\| (\d{4}) /gm)].map((match) => match[1]));
    expect(
      readRecords()
        .filter((record) => !listed.has(record.number))
        .map((record) => record.file),
    ).toEqual([]);
  });
});

describe('the check', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

  /** A copy of the records and their manifest, to change without touching the real ones. */
  function copyOfRecords() {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dealsphere-decisions-'));
    folders.push(folder);
    fs.cpSync(DECISIONS_FOLDER, folder, { recursive: true });
    return folder;
  }

  it('finds an accepted record edited by one character, and pinning again does not hide it', () => {
    const folder = copyOfRecords();
    const [record] = readRecords(folder).filter((r) => r.accepted);
    const file = path.join(folder, record!.file);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('.', ','));
    expect(checkRecords(folder).changed).toEqual([record!.file]);
    expect(pinNewRecords(folder)).toEqual([]);
    expect(checkRecords(folder).changed).toEqual([record!.file]);
  });

  it('pins a new accepted record, leaves a proposed one alone, and sees a reused number', () => {
    const folder = copyOfRecords();
    fs.writeFileSync(path.join(folder, '9998-proposed.md'), '# 9998 – proposed\n\nStatus: proposed\n');
    fs.writeFileSync(path.join(folder, '9999-new-choice.md'), '# 9999 – new\n\nStatus: accepted\n');
    expect(checkRecords(folder).unpinned).toEqual(['9999-new-choice.md']);
    expect(pinNewRecords(folder)).toEqual(['9999-new-choice.md']);
    expect(checkRecords(folder)).toEqual({ changed: [], missing: [], unpinned: [], reused: [] });
    fs.writeFileSync(path.join(folder, '9999-another.md'), '# 9999 – again\n\nStatus: proposed\n');
    expect(checkRecords(folder).reused).toEqual(['9999']);
    fs.rmSync(path.join(folder, '9999-new-choice.md'));
    expect(checkRecords(folder).missing).toEqual(['9999-new-choice.md']);
  });
});
