import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Profile, Role } from '../../functions/contract/account-display.ts';
import { requirePageRole, type GuardedPage, type PageRoleRules } from '../../functions/pages/page-session.ts';

/** Astro's part that the guard uses: the address, the profile, a redirect and the response's status. */
function page(profile: Profile | null) {
  const response: { status?: number } = {};
  const guarded: GuardedPage = {
    url: new URL('http://localhost/guarded/page?tab=2'),
    locals: { profile: async () => profile },
    redirect: (path) => new Response(null, { status: 302, headers: { Location: path } }),
    response,
  };
  return { guarded, response };
}

function profile(role: Role, hasDetails: boolean): Profile {
  return {
    id: `${role}-id`,
    role,
    name: role,
    username: role,
    email: `${role}@example.com`,
    picture: null,
    language: 'en',
    referralCode: 'CODE1234',
    merchantId: role === 'merchant' && hasDetails ? 'merchant-id' : null,
    hasDetails,
    emailVerified: true,
  };
}

/** What a page answers: a redirect's target, or the status and whether the page's content is shown. */
async function answer(who: Profile | null, role: Role, rules?: PageRoleRules) {
  const { guarded, response } = page(who);
  const access = await requirePageRole(guarded, role, rules as PageRoleRules & { visitors: 'page' });
  if (access instanceof Response) return `redirect ${access.headers.get('Location')}`;
  expect(access.profile).toBe(who);
  return `${response.status ?? 200} ${access.allowed ? 'page' : 'refused'}`;
}

const user = profile('user', true);
const newUser = profile('user', false);
const merchant = profile('merchant', true);
const newMerchant = profile('merchant', false);
const admin = profile('admin', true);

// Each row is a page of src/pages with the rules it passes, and what each visitor gets (the
// behaviour the hand-written checks had before issue 20, item 13).
const pages: Array<{
  pages: string;
  role: Role;
  rules?: PageRoleRules;
  expected: Array<[Profile | null, string]>;
}> = [
  {
    pages: '/user/dashboard',
    role: 'user',
    expected: [
      [null, 'redirect /UserSignin?next=%2Fguarded%2Fpage%3Ftab%3D2'],
      [user, '200 page'],
      [newUser, '200 page'],
      [merchant, '403 refused'],
      [admin, '403 refused'],
    ],
  },
  {
    pages: '/merchant/dashboard, /merchant/refer',
    role: 'merchant',
    expected: [
      [null, 'redirect /MerchantSignin?next=%2Fguarded%2Fpage%3Ftab%3D2'],
      [merchant, '200 page'],
      [newMerchant, '200 page'],
      [user, '403 refused'],
      [admin, '403 refused'],
    ],
  },
  {
    pages: '/merchantpage, /ownesite, /permission',
    role: 'merchant',
    rules: { details: 'required' },
    expected: [
      [null, 'redirect /MerchantSignin?next=%2Fguarded%2Fpage%3Ftab%3D2'],
      [merchant, '200 page'],
      [newMerchant, 'redirect /merchant/dashboard'],
      [user, '403 refused'],
      [newUser, '403 refused'],
    ],
  },
  {
    pages: '/withdraw',
    role: 'user',
    rules: { details: 'required' },
    expected: [
      [null, 'redirect /UserSignin?next=%2Fguarded%2Fpage%3Ftab%3D2'],
      [user, '200 page'],
      [newUser, 'redirect /user/dashboard'],
      [merchant, '403 refused'],
      [admin, '403 refused'],
    ],
  },
  {
    pages: '/merchantRegistration',
    role: 'merchant',
    rules: { details: 'absent' },
    expected: [
      [null, 'redirect /MerchantSignin?next=%2Fguarded%2Fpage%3Ftab%3D2'],
      [newMerchant, '200 page'],
      [merchant, 'redirect /merchant/dashboard'],
      [user, '403 refused'],
    ],
  },
  {
    pages: '/userRegistration',
    role: 'user',
    rules: { details: 'absent' },
    expected: [
      [null, 'redirect /UserSignin?next=%2Fguarded%2Fpage%3Ftab%3D2'],
      [newUser, '200 page'],
      [user, 'redirect /user/dashboard'],
      [merchant, '403 refused'],
      [admin, '403 refused'],
    ],
  },
  {
    pages: '/missing-cashback',
    role: 'user',
    rules: { visitors: 'page' },
    expected: [
      [null, '200 refused'],
      [user, '200 page'],
      [merchant, '403 refused'],
      [admin, '403 refused'],
    ],
  },
  {
    pages: '/admin-dashboard',
    role: 'admin',
    rules: { visitors: 'page', otherRoles: 'gate' },
    expected: [
      [null, '200 refused'],
      [admin, '200 page'],
      [user, '200 refused'],
      [merchant, '200 refused'],
    ],
  },
];

describe('requirePageRole: the role guard of server-rendered pages', () => {
  for (const { pages: names, role, rules, expected } of pages) {
    it(`${names}: ${JSON.stringify(rules ?? {})}`, async () => {
      const answers = await Promise.all(expected.map(([who]) => answer(who, role, rules)));
      expect(answers).toEqual(expected.map(([, result]) => result));
    });
  }
});

/** The call each page makes, in its own words: the table above is what these pages do. */
const calls: Record<string, string> = {
  'user/dashboard': "requirePageRole(Astro, 'user')",
  'merchant/dashboard': "requirePageRole(Astro, 'merchant')",
  'merchant/refer': "requirePageRole(Astro, 'merchant')",
  merchantpage: "requirePageRole(Astro, 'merchant', { details: 'required' })",
  ownesite: "requirePageRole(Astro, 'merchant', { details: 'required' })",
  permission: "requirePageRole(Astro, 'merchant', { details: 'required' })",
  merchantRegistration: "requirePageRole(Astro, 'merchant', { details: 'absent' })",
  userRegistration: "requirePageRole(Astro, 'user', { details: 'absent' })",
  'missing-cashback': "requirePageRole(Astro, 'user', { visitors: 'page' })",
  withdraw: "requirePageRole(Astro, 'user', { details: 'required' })",
  'admin-dashboard': "requirePageRole(Astro, 'admin', { visitors: 'page', otherRoles: 'gate' })",
  // The test payout page: its owner (a shopper) or an administrator; testPayoutForPage answers 404 to anyone else.
  'payouts/test/[id]': "requirePageRole(Astro, 'user', { otherRoles: 'gate' })",
};

describe('pages guard their role with requirePageRole only', () => {
  for (const [path, call] of Object.entries(calls)) {
    it(`/${path}`, () => {
      const source = readFileSync(new URL(`../../src/pages/${path}.astro`, import.meta.url), 'utf8');
      expect(source).toContain(call);
      expect(source).not.toContain('Astro.redirect(');
      expect(source).not.toMatch(/Astro\.response\.status = 403/);
    });
  }
});
