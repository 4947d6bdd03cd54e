import type { Context } from 'hono';
import { recordIdSchema } from '../contract/ids.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';

/** The path's `{id}`. Anything but a record id names nothing here, so it is a 404 with `notFoundMessage`. */
export function readPathId<E extends AppEnv>(c: Context<E>, notFoundMessage?: string): string {
  const id = recordIdSchema.safeParse(c.req.param('id'));
  if (!id.success) throw HttpError.notFound(notFoundMessage);
  return id.data;
}
