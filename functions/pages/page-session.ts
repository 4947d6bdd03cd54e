import { DASHBOARD_PATHS, type Profile, type Role } from '../contract/account-display.ts';
import { signInPathReturningTo } from '../contract/return-path.ts';
import { localePath, toLocale } from '../contract/i18n/locales.ts';
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

/** What requirePageRole needs of a page (Astro's global: `requirePageRole(Astro, ...)`). */
export interface GuardedPage {
  /** The page's address: a visitor sent to sign in comes back to its path and query. */
  url: URL;
  locals: { profile: () => Promise<Profile | null> };
  redirect: (path: string) => Response;
  response: { status?: number };
  /** The address's language (Astro's i18n routing): a Hindi page sends a visitor to the Hindi sign-in. */
  currentLocale?: string | undefined;
}

/** Where a visitor is sent to sign in for a page of each role (the admin's sign-in is its dashboard's gate). */
const SIGN_IN_PATHS: Record<Role, string> = {
  user: '/UserSignin',
  merchant: '/MerchantSignin',
  admin: DASHBOARD_PATHS.admin,
};

export interface PageRoleRules {
  /**
   * What a visitor gets: a redirect to the role's sign-in page (the default), or the page itself,
   * which asks them to sign in (`profile` is then null).
   */
  visitors?: 'sign-in' | 'page';
  /**
   * An account of the role is sent to its dashboard while it has no details record ('required': the
   * dashboard asks for them first), or once it has one ('absent': the details form is done).
   */
  details?: 'required' | 'absent';
  /**
   * What another role gets: 403 and the page shows WrongRole (the default), or the page's own gate
   * with 200 (the admin dashboard, whose gate is the admin's sign-in form).
   */
  otherRoles?: 'forbidden' | 'gate';
}

/** The guarded page's visitor: `allowed` when the profile has the page's role. */
export type PageRole<Visitor extends null = never> =
  { allowed: true; profile: Profile } | { allowed: false; profile: Profile | Visitor };

/**
 * The one role guard of server-rendered pages, as `requireRole` is the API's: a page calls it first
 * and returns the redirect it may answer with (`if (access instanceof Response) return access;`).
 * A visitor is sent to the role's sign-in page, with `?next=` naming this page's path and query so
 * the sign-in returns here (functions/contract/return-path.ts); an account of the role goes to its
 * dashboard when the details rule says so, and another role gets 403 (the page shows WrongRole with
 * `profile`).
 */
export async function requirePageRole(
  page: GuardedPage,
  role: Role,
  rules?: PageRoleRules & { visitors?: 'sign-in' },
): Promise<Response | PageRole>;
export async function requirePageRole(
  page: GuardedPage,
  role: Role,
  rules: PageRoleRules & { visitors: 'page' },
): Promise<Response | PageRole<null>>;
export async function requirePageRole(
  page: GuardedPage,
  role: Role,
  rules: PageRoleRules = {},
): Promise<Response | PageRole<null>> {
  const profile = await page.locals.profile();
  const inLanguage = (path: string) => localePath(toLocale(page.currentLocale), path);
  if (!profile) {
    if (rules.visitors === 'page') return { allowed: false, profile: null };
    return page.redirect(
      signInPathReturningTo(inLanguage(SIGN_IN_PATHS[role]), `${page.url.pathname}${page.url.search}`),
    );
  }
  if (profile.role !== role) {
    if (rules.otherRoles !== 'gate') page.response.status = 403;
    return { allowed: false, profile };
  }
  if (rules.details === 'required' && !profile.hasDetails)
    return page.redirect(inLanguage(DASHBOARD_PATHS[role]));
  if (rules.details === 'absent' && profile.hasDetails)
    return page.redirect(inLanguage(DASHBOARD_PATHS[role]));
  return { allowed: true, profile };
}
