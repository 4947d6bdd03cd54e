import type { Page } from '@playwright/test';
import { signInAsAdmin } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './islands.ts';

/**
 * Issue 26: the admin dashboard's review screens in Hindi and Telugu, by address (/hi/admin-dashboard?tab=…).
 * The demo administrator's own language is never changed here: every other test reads the dashboard in
 * English. Nothing is approved, rejected or hidden: the lists stay as the English tests expect them.
 */
const WORDS = {
  hi: {
    lang: 'hi-IN',
    pendingList: 'मंज़ूरी के लिए कूपन',
    approve: 'मंज़ूर करें',
    reject: 'नामंज़ूर करें',
    assignedSlot: 'दिया गया स्लॉट',
    sendRejection: 'नामंज़ूरी भेजें',
    reasonRequired: 'नामंज़ूर करने की वजह लिखें',
    cancel: 'रद्द करें',
    editsHeading: 'लाइव कूपनों में बदलाव',
    productsList: 'व्यापारियों के प्रोडक्ट',
    price: 'कीमत',
    noData: 'कोई जानकारी उपलब्ध नहीं है',
    suspendedIntro: /^ये कूपन सभी पब्लिक लिस्ट से छिपे हैं/,
    storefrontsList: 'ऑनलाइन दुकानें',
    openStorefront: /^ऑनलाइन दुकान खोलें/,
    reviewsList: 'रिव्यू',
    auditCaption: /^एडमिन के पिछले \d+ बदलाव, सबसे नया पहले$/,
    auditEmpty: 'अभी तक कोई बदलाव नहीं।',
  },
  te: {
    lang: 'te-IN',
    pendingList: 'ఆమోదం కోసం కూపన్లు',
    approve: 'ఆమోదించండి',
    reject: 'తిరస్కరించండి',
    assignedSlot: 'ఇచ్చే స్లాట్',
    sendRejection: 'తిరస్కరణ పంపండి',
    reasonRequired: 'తిరస్కరణకు కారణం రాయండి',
    cancel: 'రద్దు చేయండి',
    editsHeading: 'లైవ్ కూపన్లలో మార్పులు',
    productsList: 'వ్యాపారుల ప్రోడక్ట్‌లు',
    price: 'ధర',
    noData: 'సమాచారం ఏమీ లేదు',
    suspendedIntro: /^ఈ కూపన్లు అన్ని పబ్లిక్ జాబితాల నుంచి దాచబడ్డాయి/,
    storefrontsList: 'ఆన్‌లైన్ దుకాణాలు',
    openStorefront: /^ఆన్‌లైన్ దుకాణం తెరవండి/,
    reviewsList: 'రివ్యూలు',
    auditCaption: /^అడ్మిన్ చేసిన చివరి \d+ మార్పులు, కొత్తవి ముందు$/,
    auditEmpty: 'ఇంకా మార్పులు ఏవీ లేవు.',
  },
} as const;

async function openTab(page: Page, locale: 'hi' | 'te', tab: string, island: string) {
  await page.goto(`/${locale}/admin-dashboard?tab=${tab}`);
  await expect(page.locator('html')).toHaveAttribute('lang', WORDS[locale].lang);
  await hydrated(page, island);
}

for (const locale of ['hi', 'te'] as const) {
  const w = WORDS[locale];

  test(`pending coupons and edits of live coupons read in ${locale === 'hi' ? 'Hindi' : 'Telugu'} at /${locale}/`, async ({
    page,
    axe,
  }) => {
    test.slow(); // an admin sign-in, then each tab loaded, hydrated and checked with axe
    await signInAsAdmin(page);
    // Pending coupons, and the Hindi/Telugu journey through the reject form (an empty reason is refused).
    await openTab(page, locale, 'pending-coupons', 'PendingCoupons');
    const pending = page.getByRole('list', { name: w.pendingList });
    const first = pending.getByRole('listitem').first();
    await expect(first).toBeVisible();
    await expect(first.getByRole('button', { name: w.approve, exact: true })).toBeEnabled();
    await expect(first.getByLabel(w.assignedSlot)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: w.editsHeading })).toBeVisible();
    await axe();
    await first.getByRole('button', { name: w.reject, exact: true }).click();
    await first.getByRole('button', { name: w.sendRejection }).click();
    await expect(first.getByText(w.reasonRequired)).toBeVisible();
    await first.getByRole('button', { name: w.cancel }).click();
    await expect(first.getByRole('button', { name: w.sendRejection })).toHaveCount(0);
  });

  test(`products approval and suspended coupons read in ${locale === 'hi' ? 'Hindi' : 'Telugu'} at /${locale}/`, async ({
    page,
    axe,
  }) => {
    test.slow(); // an admin sign-in, then each tab loaded, hydrated and checked with axe
    await signInAsAdmin(page);
    await openTab(page, locale, 'products-approval', 'ProductsApproval');
    const products = page.getByRole('list', { name: w.productsList });
    await expect(products.or(page.getByText(w.noData))).toBeVisible();
    if (await products.isVisible()) await expect(products.getByText(w.price).first()).toBeVisible();
    await axe();

    await openTab(page, locale, 'suspended-coupons', 'SuspendedCoupons');
    await expect(page.getByText(w.suspendedIntro)).toBeVisible();
    await axe();
  });

  test(`storefronts, reviews and the audit log read in ${locale === 'hi' ? 'Hindi' : 'Telugu'} at /${locale}/`, async ({
    page,
    axe,
  }) => {
    test.slow(); // an admin sign-in, then each tab loaded, hydrated and checked with axe
    await signInAsAdmin(page);
    await openTab(page, locale, 'storefronts', 'StorefrontsModeration');
    const stores = page.getByRole('list', { name: w.storefrontsList, exact: true });
    await expect(stores.or(page.getByText(w.noData))).toBeVisible();
    if (await stores.isVisible())
      await expect(stores.getByRole('link', { name: w.openStorefront }).first()).toHaveAttribute(
        'href',
        new RegExp(`^/${locale}/merchantproductsite/`),
      );
    await axe();

    await openTab(page, locale, 'reviews', 'ReviewsModeration');
    await expect(
      page.getByRole('list', { name: w.reviewsList, exact: true }).or(page.getByText(w.noData)),
    ).toBeVisible();
    await axe();

    await openTab(page, locale, 'audit-log', 'AuditLog');
    await expect(page.getByText(w.auditCaption).or(page.getByText(w.auditEmpty))).toBeVisible();
    await axe();
  });
}
