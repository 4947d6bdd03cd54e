import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  cashbackClaims,
  cashbackClicks,
  codeReveals,
  couponFeedback,
  savedCoupons,
  emailPreferences,
  catalogueProducts,
  coupons,
  earningsLedger,
  merchantCategories,
  merchantPreferences,
  merchantProducts,
  merchants,
  merchantSales,
  payments,
  payoutMethods,
  payouts,
  reviews,
  shopOrderEvents,
  shopOrders,
  stores,
  storeFollows,
  userProfiles,
} from '../../db/schema/index.ts';
import { readAccount } from './read-account.ts';

/**
 * "Download my data" (DPDP Act 2023, right of access): every row that is this account's, and nothing
 * of anyone else (decision 0037). Never the password hash, Google's
 * subject or any token hash. A referral bonus does not name the friend who earned it, nor the account
 * the referrer or their code (only whether someone referred this account); a merchant's
 * reported sales leave out the shopper, and the claims and reviews other people wrote are not theirs
 * to download.
 */
export async function exportMyData(db: Database, accountId: string) {
  const account = await readAccount(db, accountId);
  const { referredAccountId: _friend, ...ledgerColumns } = getTableColumns(earningsLedger);
  const { accountId: _shopper, ...saleColumns } = getTableColumns(merchantSales);
  const { releasedByAccountId: _admin, ...payoutColumns } = getTableColumns(payouts);

  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.accountId, account.id));
  const [merchant] = await db.select().from(merchants).where(eq(merchants.accountId, account.id));

  const mine = {
    reviews: await db.select().from(reviews).where(eq(reviews.accountId, account.id)),
    earningsLedger: await db
      .select(ledgerColumns)
      .from(earningsLedger)
      .where(eq(earningsLedger.accountId, account.id))
      .orderBy(earningsLedger.createdAt),
    purchases: await db
      .select(saleColumns)
      .from(merchantSales)
      .where(eq(merchantSales.accountId, account.id))
      .orderBy(merchantSales.createdAt),
    cashbackClaims: await db.select().from(cashbackClaims).where(eq(cashbackClaims.accountId, account.id)),
    follows: await db
      .select({ merchantId: storeFollows.merchantId, createdAt: storeFollows.createdAt })
      .from(storeFollows)
      .where(eq(storeFollows.accountId, account.id)),
    payments: await db.select().from(payments).where(eq(payments.accountId, account.id)),
    // Issue 22: where cashback is paid (every UPI ID given, in order) and every withdrawal. Not who
    // released it (an administrator's account id).
    payoutMethods: await db
      .select({
        upiId: payoutMethods.upiId,
        usableFrom: payoutMethods.usableFrom,
        createdAt: payoutMethods.createdAt,
      })
      .from(payoutMethods)
      .where(eq(payoutMethods.accountId, account.id))
      .orderBy(payoutMethods.createdAt),
    payouts: await db
      .select(payoutColumns)
      .from(payouts)
      .where(eq(payouts.accountId, account.id))
      .orderBy(payouts.createdAt),
    // Issue 22: every tracked click through to a store (its id is what the store reports a sale by),
    // and which cashback emails the account turned off (no row: all on).
    cashbackClicks: await db
      .select({
        clickId: cashbackClicks.id,
        merchantId: cashbackClicks.merchantId,
        couponId: cashbackClicks.couponId,
        createdAt: cashbackClicks.createdAt,
      })
      .from(cashbackClicks)
      .where(eq(cashbackClicks.accountId, account.id))
      .orderBy(cashbackClicks.createdAt),
    // Issue 23: coupons saved, codes revealed (My codes, 30 days) and every "Did it work?" answer.
    savedCoupons: await db
      .select({ couponId: savedCoupons.couponId, createdAt: savedCoupons.createdAt })
      .from(savedCoupons)
      .where(eq(savedCoupons.accountId, account.id))
      .orderBy(savedCoupons.createdAt),
    revealedCodes: await db
      .select({ couponId: codeReveals.couponId, revealedAt: codeReveals.revealedAt })
      .from(codeReveals)
      .where(eq(codeReveals.accountId, account.id))
      .orderBy(codeReveals.revealedAt),
    couponFeedback: await db
      .select({
        couponId: couponFeedback.couponId,
        day: couponFeedback.day,
        worked: couponFeedback.worked,
        reason: couponFeedback.reason,
      })
      .from(couponFeedback)
      .where(eq(couponFeedback.accountId, account.id))
      .orderBy(couponFeedback.day),
    // Issue 24 item 6: the orders from Buy Now (product, price, delivery address, status) with each
    // status they took and its note, not who moved it (the merchant's or an administrator's account).
    orders: await readMyOrders(db, account.id),
    emailPreferences:
      (
        await db
          .select({
            cashbackUpdates: emailPreferences.cashbackUpdates,
            payoutUpdates: emailPreferences.payoutUpdates,
            savedReminders: emailPreferences.savedReminders,
            followDigest: emailPreferences.followDigest,
          })
          .from(emailPreferences)
          .where(eq(emailPreferences.accountId, account.id))
      )[0] ?? null,
  };

  const business = merchant
    ? {
        coupons: await db.select().from(coupons).where(eq(coupons.merchantId, merchant.id)),
        products: await db
          .select()
          .from(merchantProducts)
          .where(eq(merchantProducts.merchantId, merchant.id)),
        store: (await db.select().from(stores).where(eq(stores.merchantId, merchant.id)))[0] ?? null,
        storeCategories: await db
          .select()
          .from(merchantCategories)
          .where(eq(merchantCategories.merchantId, merchant.id)),
        catalogueProducts: await db
          .select()
          .from(catalogueProducts)
          .where(eq(catalogueProducts.merchantId, merchant.id)),
        preferences:
          (
            await db.select().from(merchantPreferences).where(eq(merchantPreferences.merchantId, merchant.id))
          )[0] ?? null,
        // Orders of the store: what was sold and where it stands, not the shopper nor their address.
        ordersReceived: await db
          .select({
            number: shopOrders.number,
            productName: shopOrders.productName,
            catalogueProductId: shopOrders.catalogueProductId,
            merchantProductId: shopOrders.merchantProductId,
            pricePaise: shopOrders.pricePaise,
            status: shopOrders.status,
            cancelReason: shopOrders.cancelReason,
            placedAt: shopOrders.placedAt,
            shippedAt: shopOrders.shippedAt,
            deliveredAt: shopOrders.deliveredAt,
            cancelledAt: shopOrders.cancelledAt,
          })
          .from(shopOrders)
          .where(eq(shopOrders.merchantId, merchant.id))
          .orderBy(asc(shopOrders.createdAt)),
        salesReported: await db
          .select(saleColumns)
          .from(merchantSales)
          .where(eq(merchantSales.merchantId, merchant.id))
          .orderBy(merchantSales.createdAt),
      }
    : null;

  return {
    exportedAt: new Date().toISOString(),
    note: 'Amounts are in paise (100 paise = 1 rupee). Dates and times are UTC unless named otherwise.',
    account: {
      id: account.id,
      role: account.role,
      username: account.username,
      displayName: account.displayName,
      email: account.email,
      isEmailConfirmed: account.isEmailConfirmed,
      mobile: account.mobile,
      pictureUrl: account.pictureUrl,
      signsInWithPassword: account.passwordHash !== null,
      signsInWithGoogle: account.googleSubject !== null,
      referralCode: account.referralCode,
      referredByAnotherAccount: account.referredByAccountId !== null,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    },
    userProfile: profile ?? null,
    merchant: merchant ?? null,
    ...mine,
    ...(business ? { business } : {}),
  };
}

/** The shopper's orders, oldest first, each with the statuses it took (not who moved it). */
async function readMyOrders(db: Database, accountId: string) {
  const { accountId: _buyer, ...orderColumns } = getTableColumns(shopOrders);
  const orders = await db
    .select(orderColumns)
    .from(shopOrders)
    .where(eq(shopOrders.accountId, accountId))
    .orderBy(asc(shopOrders.createdAt));
  if (orders.length === 0) return [];
  const events = await db
    .select({
      orderId: shopOrderEvents.orderId,
      fromStatus: shopOrderEvents.fromStatus,
      toStatus: shopOrderEvents.toStatus,
      note: shopOrderEvents.note,
      createdAt: shopOrderEvents.createdAt,
    })
    .from(shopOrderEvents)
    .where(
      inArray(
        shopOrderEvents.orderId,
        orders.map((order) => order.id),
      ),
    )
    .orderBy(asc(shopOrderEvents.createdAt));
  return orders.map((order) => ({
    ...order,
    events: events
      .filter((event) => event.orderId === order.id)
      .map(({ orderId: _order, ...event }) => event),
  }));
}
