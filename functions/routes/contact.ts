import { Hono } from 'hono';
import { contactSchema, publicMessages } from '../contract/public.ts';
import type { AppEnv } from '../http/app-env.ts';
import { rateLimit } from './rate-limit.ts';
import { readJson } from '../http/read-json.ts';
import { saveContactMessage } from '../services/public/save-contact-message.ts';

/** The spec's /api/Contact call: the Contact Us form. */
export const contactRoutes = new Hono<AppEnv>();

// POST /api/Contact/Submit – store a message from the Contact Us form (every field required)
contactRoutes.post('/Submit', rateLimit('contact'), async (c) => {
  await saveContactMessage(c.var.db, await readJson(c, contactSchema));
  return c.json({ message: publicMessages.contactSent }, 201);
});
