import type { Profile } from '../contract/accounts.ts';
import { getRuntime } from '../runtime.ts';
import { toProfile } from '../services/accounts/to-profile.ts';
import { validateSession } from '../auth/sessions.ts';

/**
 * The signed-in profile for a server-rendered page (src/middleware.ts puts it on Astro.locals), so
 * dashboards and forms are guarded on the server, as the API is. It sits with the pages' first view,
 * not in auth/, because it reaches the runtime and a service (docs/decisions/0020).
 */
export async function profileForPage(request: Request): Promise<Profile | null> {
  const cookies = parseCookies(request.headers.get('cookie') ?? '');
  const token = cookies.get('__Host-session') ?? cookies.get('session');
  if (!token) return null;
  const { database } = await getRuntime();
  const account = await validateSession(database.db, token);
  return account ? toProfile(database.db, account) : null;
}

function parseCookies(header: string) {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
  }
  return cookies;
}
