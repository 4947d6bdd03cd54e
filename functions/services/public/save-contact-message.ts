import type { ContactMessage } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { contactMessages } from '../../db/schema/index.ts';

/** Keeps a message from the Contact Us form for the team to answer. */
export async function saveContactMessage(db: Database, message: ContactMessage) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row;
}
