import type { CouponFormTexts } from '../../lib/merchant-texts.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { CouponForm } from './CouponForm.tsx';
import { announceCouponSaved } from './coupon-saved.ts';
import './coupon-form.css';

/** The Create Coupons form (spec: Merchant dashboard, coupon creation); My Offers hears of each new coupon. */
export default function CreateCouponForm({ label, texts }: { label: string; texts: CouponFormTexts }) {
  const hydrated = useHydrated();
  return <CouponForm label={label} hydrated={hydrated} onSaved={announceCouponSaved} texts={texts} />;
}
