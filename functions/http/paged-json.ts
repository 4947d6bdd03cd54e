import type { Context } from 'hono';
import { NEXT_CURSOR_HEADER, type Page } from '../contract/paging.ts';
import type { AppEnv } from './app-env.ts';

/** A page of a list as the bare array clients already read, with the next page's cursor in a header. */
export function pagedJson<T, E extends AppEnv = AppEnv>(c: Context<E>, page: Page<T>) {
  if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return c.json(page.items);
}
