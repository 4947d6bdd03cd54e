import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const roleEnum = pgEnum('account_role', ['user', 'merchant', 'admin']);
export const referrerTypeEnum = pgEnum('referrer_type', ['User', 'Merchant']);

/** Anyone who can sign in. The role is decided here, on the server, never by the client. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    role: roleEnum('role').notNull(),
    username: text('username').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    displayName: text('display_name').notNull(),
    pictureUrl: text('picture_url'),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    /** Google's `sub` claim: Google accounts are keyed on it, never on the email. */
    googleSubject: text('google_subject').unique(),
    /** Short unguessable code used in invite links (/userSignup/{code}, /MerchantSignup/{code}, /{code}). */
    referralCode: text('referral_code').notNull().unique(),
    referredByAccountId: uuid('referred_by_account_id').references((): AnyPgColumn => accounts.id, {
      onDelete: 'set null',
    }),
    referredByCode: text('referred_by_code'),
    referredByType: referrerTypeEnum('referred_by_type'),
    /** False for a form sign-up until its emailed link is opened (issue 13); Google, demo and admin accounts are confirmed. */
    isEmailConfirmed: boolean('is_email_confirmed').notNull().default(true),
    /** The language the person chose (issue 26, decision 0084): dashboards and emails follow it. */
    language: text('language').notNull().default('en'),
    /** Set when the owner deleted the account: personal fields are erased, money records stay (decision 0018). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('accounts_role_email_lower_idx').on(t.role, sql`lower(${t.email})`),
    index('accounts_referred_by_idx').on(t.referredByAccountId),
    // The accounts changed since the referral bonuses' last full pass (a referrer who verified their
    // email, a friend's referrer): where that pass looks again (decision 0098).
    index('accounts_updated_idx').on(t.updatedAt, t.id),
    check('accounts_language_known', sql`${t.language} in ('en', 'hi', 'te')`),
  ],
);

/** Server-side sessions, the Lucia way: only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    /** hex SHA-256 of the random token held in the HttpOnly cookie. */
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const ACCOUNT_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export const accountTokenPurposeEnum = pgEnum('account_token_purpose', ACCOUNT_TOKEN_PURPOSES);

/**
 * Single-use emailed links: email verification (24 hours) and password reset (30 minutes). Only the
 * SHA-256 of the token is stored, as with sessions; `used_at` makes a link work once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    /** hex SHA-256 of the random token in the link. */
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurposeEnum('purpose').notNull(),
    /** The address the link was sent to: verifying it confirms this address (a changed email too). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** A reset link ended unused because the account's email or password changed after it was sent. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_account_idx').on(t.accountId, t.purpose),
    index('account_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/** PKCE verifier, state and nonce of a Google sign-in in progress, for the callback to check. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** Which landing page the spec sends this sign-in to, and as which role. */
  intent: text('intent').notNull(),
  referredByCode: text('referred_by_code'),
  /** The same-site path the browser returns to after the sign-in, instead of the intent's landing. */
  returnPath: text('return_path'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** The shopper's details record (spec: User registration); its absence shows the details form. */
export const userProfiles = pgTable('user_profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  email: text('email').notNull(),
  mobileNumber: text('mobile_number').notNull(),
  address: text('address'),
  registeredDate: createdAt(),
  updatedAt: updatedAt(),
});

/** The merchant's details record (spec: Merchant details / sign-up). */
export const merchants = pgTable(
  'merchants',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    merchantName: text('merchant_name').notNull(),
    brandName: text('brand_name'),
    industry: text('industry'),
    category: text('category').notNull(),
    address: text('address'),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    /** spec field merchatSiteUrl (spelt so in the API) */
    siteUrl: text('site_url'),
    /**
     * The store page's address, /stores/{store_slug} (issue 21, decision 0059): made from the brand
     * name when the merchant is created, lowercase, unique; Site creation's pageSlug may replace it,
     * and the slugs it replaces keep redirecting (store_slug_redirects).
     */
    storeSlug: text('store_slug').notNull(),
    /**
     * What search finds the store by (decision 0060), lower-cased: the name shoppers see (the name rule
     * of store-identity.ts), then, on a second line, the storefront's name when the brand is shown
     * instead. Kept by the database itself: triggers on merchants and stores (migration
     * 0012_search-perf) recompute it whenever a brand, registered or storefront name changes.
     */
    searchName: text('search_name').notNull().default(''),
    registeredOn: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('merchants_category_idx').on(t.category),
    uniqueIndex('merchants_store_slug_idx').on(t.storeSlug),
    // Search by store name (decisions 0058, 0060): one btree for the names that begin with the
    // words, with the id so that these are read from the index alone (decision 0097: a common name's
    // hundreds of stores cost a few pages). A substring or similar words: merchant_search_names.
    index('merchants_search_name_prefix_id_idx').using('btree', sql`${t.searchName} text_pattern_ops`, t.id),
    // Also merchants_directory_idx (id) INCLUDE (brand_name, merchant_name, store_slug), hand-written in
    // migration 0027 (drizzle-kit has no INCLUDE): the store directory's index-only read (decision 0091).
  ],
);

/**
 * merchants.search_name again, in a narrow table of its own under the trigram index (decision 0107):
 * search's substring and similar-words lookups recheck every row the index points to, and 500 rows
 * of this table lie on a few dozen pages where 500 merchants rows lie on 500. Kept by triggers on
 * merchants (migration 0035): a merchant's row is written with it, rewritten when its search_name
 * changes, and deleted with it.
 */
export const merchantSearchNames = pgTable(
  'merchant_search_names',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    searchName: text('search_name').notNull(),
  },
  (t) => [index('merchant_search_names_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`)],
);

/** A store's earlier slugs: /stores/{old} answers 301 to the current one (issue 21 item 1). */
export const storeSlugRedirects = pgTable(
  'store_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('store_slug_redirects_merchant_idx').on(t.merchantId)],
);
