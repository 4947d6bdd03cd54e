import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

/** The folder of the development outbox: DATA_DIR/outbox. */
export const outboxFolder = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'outbox');

/** SMTP when SMTP_URL is set; otherwise every message is written to the outbox folder. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new OutboxMailer(outboxFolder(config), config.MAIL_FROM);
}
