import type { MessageKey } from './i18n/translate.ts';

/**
 * The admin dashboard's Overview (issue 23 item 9, decision 0071): counts that need an administrator,
 * shown as cards linking to their tabs and as badges on the menu's tabs.
 */
export interface AdminOverview {
  pendingCoupons: number;
  pendingProducts: number;
  openClaims: number;
  suspendedCoupons: number;
  heldPayouts: number;
}

export type AdminOverviewKey = keyof AdminOverview;

/** Each count, its label (a catalogue key: the language is the dashboard's) and the admin tab (?tab=) where it is handled, in the Overview's order. */
export const ADMIN_OVERVIEW_ITEMS: readonly { key: AdminOverviewKey; label: MessageKey; tab: string }[] = [
  { key: 'pendingCoupons', label: 'admin.overview.pendingCoupons', tab: 'pending-coupons' },
  { key: 'pendingProducts', label: 'admin.overview.pendingProducts', tab: 'products-approval' },
  { key: 'openClaims', label: 'admin.overview.openClaims', tab: 'sales' },
  { key: 'suspendedCoupons', label: 'admin.overview.suspendedCoupons', tab: 'suspended-coupons' },
  { key: 'heldPayouts', label: 'admin.overview.heldPayouts', tab: 'payouts' },
];
