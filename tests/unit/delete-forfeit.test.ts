import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { forfeitText, type AccountSettings } from '../../functions/contract/account-settings.ts';
import AccountSettingsForms from '../../src/islands/AccountSettingsForms.tsx';

/**
 * Deleting an account that holds cashback says how much is forfeited before it asks for the password
 * (issue 20 item 10): the Settings island as the server renders it.
 */
const settings = (cashback: AccountSettings['cashback'], hasPassword = true): AccountSettings => ({
  role: 'user',
  name: 'Priya',
  username: 'priya',
  email: 'priya@example.com',
  mobile: '9876543210',
  isEmailConfirmed: true,
  hasPassword,
  canDelete: true,
  cashback,
  emailPreferences: { cashbackUpdates: true, payoutUpdates: true, savedReminders: true, followDigest: true },
});

const render = (value: AccountSettings) =>
  renderToStaticMarkup(createElement(AccountSettingsForms, { settings: value }));

/** The delete form's markup, from its heading on. */
const deleteForm = (html: string) => html.slice(html.indexOf('id="settings-delete"'));

describe('the delete form', () => {
  it('states the forfeited cashback, pending and confirmed, before the password field', () => {
    const html = deleteForm(render(settings({ pendingPaise: 23_450, confirmedPaise: 100_000 })));
    const line = 'You will forfeit ₹1,234.50 of cashback (₹234.50 pending, ₹1,000 confirmed).';
    expect(html).toContain(line);
    expect(html.indexOf(line)).toBeLessThan(html.indexOf('Your password, to confirm'));
  });

  it('states it for a Google-only account too, before the confirmation word', () => {
    const html = deleteForm(render(settings({ pendingPaise: 0, confirmedPaise: 50 }, false)));
    const line = 'You will forfeit ₹0.50 of cashback (₹0 pending, ₹0.50 confirmed).';
    expect(html).toContain(line);
    expect(html.indexOf(line)).toBeLessThan(html.indexOf('Type DELETE to confirm'));
  });

  it('shows no forfeit line to an account without cashback', () => {
    const html = render(settings({ pendingPaise: 0, confirmedPaise: 0 }));
    expect(html).toContain('Your password, to confirm');
    expect(html).not.toContain('forfeit');
    expect(forfeitText({ pendingPaise: 0, confirmedPaise: 0 })).toBeNull();
  });
});
