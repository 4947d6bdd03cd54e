import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EmailMessage, Mailer } from './mailer.ts';

/** A message as the outbox keeps it: one JSON file per message in DATA_DIR/outbox. */
export interface OutboxEntry extends EmailMessage {
  id: string;
  from: string;
  sentAt: string;
  /** Every http(s) link in the text body, so the development page and tests can follow them. */
  links: string[];
}

const LINK = /https?:\/\/[^\s<>"')]+/g;
export const linksIn = (text: string) => [...new Set(text.match(LINK) ?? [])];

/** The default mailer: nothing leaves the machine; /dev/outbox lists what was "sent". */
export class OutboxMailer implements Mailer {
  readonly folder: string;
  private readonly from: string;

  constructor(folder: string, from: string) {
    this.folder = folder;
    this.from = from;
  }

  get describe() {
    return `outbox folder ${path.resolve(this.folder)} (listed at /dev/outbox)`;
  }

  async sendEmail(message: EmailMessage): Promise<void> {
    const sentAt = new Date().toISOString();
    // Sortable by time, unique within a millisecond.
    const id = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    const entry: OutboxEntry = { id, from: this.from, sentAt, links: linksIn(message.text), ...message };
    await fs.mkdir(this.folder, { recursive: true });
    const file = path.join(this.folder, `${id}.json`);
    // Written under a temporary name and renamed, so a reader never sees half a message.
    await fs.writeFile(`${file}.tmp`, JSON.stringify(entry, null, 2));
    await fs.rename(`${file}.tmp`, file);
  }
}

/** The outbox's messages, newest first (at most `limit`); an absent folder is an empty outbox. */
export async function readOutbox(folder: string, limit = 100): Promise<OutboxEntry[]> {
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const files = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  const entries = await Promise.all(
    files.map(async (name) => {
      try {
        return JSON.parse(await fs.readFile(path.join(folder, name), 'utf8')) as OutboxEntry;
      } catch {
        return null;
      }
    }),
  );
  return entries.filter((entry): entry is OutboxEntry => entry !== null);
}
