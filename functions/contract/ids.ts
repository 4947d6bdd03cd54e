import { z } from './zod.ts';

/** A record's id, in a path, a query or a body: the uuid the database gave it. */
export const recordIdSchema = z.uuid();
