import type { Profile } from '../contract/accounts.ts';
import { getRuntime } from '../runtime.ts';
import { toProfile } from '../services/accounts/to-profile.ts';
import { validateSession } from '../auth/sessions.ts';
import { sessionTokenFrom } from '../auth/session-cookie.ts';

/**
 * The signed-in profile for a server-rendered page (src/middleware.ts puts it on Astro.locals), so
 * dashboards and forms are guarded on the server, as the API is, reading the cookie the same way. It
 * sits with the pages' first view, not in auth/, because it reaches the runtime and a service
 * (docs/decisions/0020).
 */
export async function profileForPage(request: Request): Promise<Profile | null> {
  const { config, database } = await getRuntime();
  const token = sessionTokenFrom(request.headers.get('cookie'), config);
  if (!token) return null;
  const account = await validateSession(database.db, token);
  return account ? toProfile(database.db, account) : null;
}
