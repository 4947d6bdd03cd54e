/** What one run of the clean-up job (GET /api/cron/prune-expired) deleted, per table. */
export interface PruneRun {
  sessions: number;
  /** Ended throttle windows: failed sign-in counts and anonymous write budgets. */
  throttleBuckets: number;
  oauthStates: number;
  accountTokens: number;
  /** Counted reveals and click-outs older than the merchant's 30 days (decision 0026). */
  countedActions: number;
  /** A shopper's revealed codes older than My codes' 30 days (decision 0082). */
  codeReveals: number;
  /**
   * Rows of the kept live-coupon counts (by category, by merchant) whose expiry instant is past: never
   * read again (decision 0091).
   */
  pastCouponCounts: number;
  /**
   * Coupons whose expiry has passed that left the live-coupon indexes (decision 0100); the every-minute
   * fold job usually leaves none.
   */
  unlistedCoupons: number;
}
