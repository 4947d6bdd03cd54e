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

/** Each count, its label and the admin tab (?tab=) where it is handled, in the Overview's order. */
export const ADMIN_OVERVIEW_ITEMS: readonly { key: AdminOverviewKey; label: string; tab: string }[] = [
  { key: 'pendingCoupons', label: 'Pending coupons', tab: 'pending-coupons' },
  { key: 'pendingProducts', label: 'Pending products', tab: 'products-approval' },
  { key: 'openClaims', label: 'Open cashback claims', tab: 'sales' },
  { key: 'suspendedCoupons', label: 'Suspended coupons', tab: 'suspended-coupons' },
  { key: 'heldPayouts', label: 'Payouts on hold', tab: 'payouts' },
];
