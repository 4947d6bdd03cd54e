import { date, text, timestamp } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * Where a scheduled job's walk may start next time (decision 0094): one row per job, written only after a
 * walk that went through to its end. The confirmation job keeps the first due date its next walk must
 * look at (`due_from`) and the time from which a new pending entry, whatever its date, must be looked at
 * (`created_from`), so a nightly run reads the entries that became due since the last one instead of the
 * whole history. Losing a row only costs one full walk.
 */
export const jobMarks = pgTable('job_marks', {
  name: text('name').primaryKey(),
  dueFrom: date('due_from', { mode: 'string' }).notNull(),
  createdFrom: timestamp('created_from', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});
