import { useEffect, useState } from 'react';
import { couponStanding, type MerchantCoupon } from '../../functions/contract/merchant.ts';
import { type FetchedPage, getPage } from '../lib/api.ts';
import { LoadMore } from './load-more.tsx';
import './my-coupons.css';

/** A merchant's own coupons and how each stands, with an administrator's reason for a rejection. */
export default function MyCoupons() {
  const [coupons, setCoupons] = useState<MerchantCoupon[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    getPage<MerchantCoupon>('/api/merchant/coupons')
      .then((page) => {
        setCoupons(page.items);
        setNext(page.next);
      })
      .catch(() => setFailed(true));
  }, []);

  const addPage = (page: FetchedPage<MerchantCoupon>) => {
    setCoupons((current) => [...(current ?? []), ...page.items]);
    setNext(page.next);
  };

  if (failed) return <p role="alert">Your coupons could not be loaded. Please try again.</p>;
  if (!coupons) return <p role="status">Loading your coupons…</p>;
  if (coupons.length === 0) return <p>No Coupon available</p>;
  return (
    <>
      <ul className="my-coupons">
        {coupons.map((coupon) => (
          <li key={coupon.id} className={`my-coupons__item my-coupons__item--${coupon.status}`}>
            <p className="my-coupons__name">{coupon.couponName}</p>
            <p>
              <span className="my-coupons__standing">{couponStanding(coupon)}</span> · code{' '}
              {coupon.couponCode} · expires {coupon.expiryDate}
            </p>
            {coupon.status === 'rejected' && coupon.rejectReason && (
              <p className="my-coupons__reason">Reason: {coupon.rejectReason}</p>
            )}
            {coupon.status === 'approved' && (
              <p className="my-coupons__stats">
                {coupon.revealCount} code reveals · {coupon.clickOutCount} visits to your store
              </p>
            )}
          </li>
        ))}
      </ul>
      <LoadMore next={next} onPage={addPage} />
    </>
  );
}
