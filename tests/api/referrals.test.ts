import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../functions/seed/factories/index.ts';
import { listMyReferrals, maskName } from '../../functions/services/referrals/list-my-referrals.ts';
import { postJson } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The Referral tab's list (functions/pages/user-dashboard.ts reads listMyReferrals for the session's account). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('masked names', () => {
  it('shows the first word’s first two letters and its last one, never the rest', () => {
    expect(maskName('Priya Sharma')).toBe('Pr***a');
    expect(maskName('  Anand ')).toBe('An***d');
    expect(maskName('Raj Kumar')).toBe('R***');
    expect(maskName('Al')).toBe('A***');
    expect(maskName('')).toBe('***');
    // Telugu and Hindi letters are not cut inside a letter (graphemes, not code points).
    expect(maskName('కిరణ్మయి')).toBe('కిర***యి');
    expect(maskName('प्रियंका')).toBe('प्रि***');
  });
});

describe('who joined with my code', () => {
  it('lists the accounts that signed up with my referral code, newest first, names masked, and nobody else’s', async () => {
    const me = await createAccount(t.db, { role: 'user' });
    const someoneElse = await createAccount(t.db, { role: 'user' });
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    const threeDaysAgo = at(3);
    await createAccount(t.db, {
      role: 'user',
      displayName: 'Priya Sharma',
      referredByAccountId: me.id,
      createdAt: threeDaysAgo,
    });
    await createAccount(t.db, {
      role: 'user',
      displayName: 'Vikram Rao',
      referredByAccountId: me.id,
      createdAt: at(1),
    });
    await createAccount(t.db, { role: 'user', displayName: 'Not Mine', referredByAccountId: someoneElse.id });

    // A friend signs up through the invite link's code, as the sign-up form sends it.
    const signup = await postJson(t, '/api/UserDetail1/register', {
      username: 'meenakshi_k',
      email: 'meenakshi@example.com',
      mobileNumber: '9876501234',
      password: 'Friendly#2025',
      referredBy: me.referralCode,
    });
    expect(signup.status).toBe(201);

    const mine = await listMyReferrals(t.db, me.id);
    expect(mine.total).toBe(3);
    expect(mine.referrals.map((referral) => referral.name)).toEqual(['me***k', 'Vi***m', 'Pr***a']);
    expect(mine.referrals[2]?.joinedAt).toBe(threeDaysAgo.toISOString());
    expect(JSON.stringify(mine)).not.toMatch(/Priya|Sharma|meenakshi|Not Mine/);

    expect(await listMyReferrals(t.db, someoneElse.id)).toMatchObject({
      total: 1,
      referrals: [{ name: 'N***' }],
    });
  });
});
