/**
 * Money (decision 0047): every amount is a whole number of paise; this module is the one place that
 * turns paise into rupees and back, and the one way an amount is shown. No zod, no Node, no Intl:
 * islands, pages, services and tests import it and get the same text on the server and in every
 * browser.
 *
 * - formatPaise: what a person reads. '₹499', '₹1,234.50', '₹1,00,000' (Indian grouping: the last
 *   three digits, then pairs); the paise appear only when the amount is not whole, always as two
 *   digits; a reversal reads '-₹499'.
 * - paiseToRupees / rupeesToPaise: the API's rupee numbers (the spec's price, saleAmount,
 *   purchaseAmount, discount). Exact: a rupee figure with a fraction of a paisa is refused, never rounded.
 * - parseRupees / paiseToRupeesText: rupees as a person types them into a form or an address, and back.
 */

/** One token of cashback is one rupee (spec: My Earnings). */
export const PAISE_PER_RUPEE = 100;

/** The most rupees anyone may type for one amount (a price, a discount, a sale): ₹10 lakh. */
export const TYPED_RUPEES_MAX = 1_000_000;

function requirePaise(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  return paise;
}

/** '1,00,000' from 100000: the last three digits, then groups of two (Indian numbering). */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** Digits of a non-negative paise amount: '1,234' or '1,234.50'. */
function rupeeDigits(paise: number): string {
  const whole = Math.floor(paise / PAISE_PER_RUPEE);
  const rest = paise % PAISE_PER_RUPEE;
  return rest === 0 ? groupIndian(whole) : `${groupIndian(whole)}.${String(rest).padStart(2, '0')}`;
}

/**
 * An amount as a person reads it: '₹499', '₹1,234.50', '₹12,34,567.89', '₹0', '-₹499'. Throws on a
 * fraction of a paisa (money is whole paise; a fraction here is a bug upstream, not something to round).
 */
export function formatPaise(paise: number): string {
  requirePaise(paise);
  return paise < 0 ? `-₹${rupeeDigits(-paise)}` : `₹${rupeeDigits(paise)}`;
}

/**
 * A token figure (the API's tokens: 1 token = ₹1, at most two decimals) as a person reads it, with the
 * grouping and decimals of rupees: 1250 is '1,250', 12.5 is '12.50'.
 */
export function formatTokens(tokens: number): string {
  const paise = rupeesToPaise(tokens);
  return paise < 0 ? `-${rupeeDigits(-paise)}` : rupeeDigits(paise);
}

/** Paise as the API's rupee number: 49950 is 499.5. Exact (an integer over 100 is the nearest double). */
export function paiseToRupees(paise: number): number {
  return requirePaise(paise) / PAISE_PER_RUPEE;
}

/**
 * A rupee number (from the API, a config value or a seed) as whole paise: 499.5 is 49950, 19.99 is
 * 1999 (not 1998.9999…). Throws when the figure holds a fraction of a paisa (499.555), is not finite,
 * or is beyond what paise can count exactly.
 */
export function rupeesToPaise(rupees: number): number {
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  // The figure is a whole number of paise when its shortest decimal form has at most two decimals;
  // checking the decimals (not paise - rupees * 100) is what tells 19.99 (ok) from 19.995 (refused).
  if (!Number.isSafeInteger(paise) || paise / PAISE_PER_RUPEE !== rupees) {
    throw new RangeError(`Not a whole number of paise: ₹${rupees}`);
  }
  return paise;
}

/**
 * Rupees as typed ('499', '99.5', '₹1,299.00', 'Rs. 250', '1,00,000'; whole or with one or two
 * decimals, Indian or western commas, at most ₹10 lakh) as whole paise, without floating-point
 * drift; null when it is not such an amount.
 */
export function parseRupees(text: string): number | null {
  const typed = text
    .trim()
    .replace(/^(₹|rs\.?)\s*/i, '')
    .replaceAll(',', '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(typed);
  if (!match) return null;
  const paise = Number(match[1]) * PAISE_PER_RUPEE + Number((match[2] ?? '').padEnd(2, '0'));
  return paise <= TYPED_RUPEES_MAX * PAISE_PER_RUPEE ? paise : null;
}

/**
 * Paise as rupees in a form field or an address, no sign and no grouping (what parseRupees reads
 * back): 15000 is '150', 9950 is '99.50'.
 */
export function paiseToRupeesText(paise: number): string {
  requirePaise(paise);
  const digits = rupeeDigits(Math.abs(paise)).replaceAll(',', '');
  return paise < 0 ? `-${digits}` : digits;
}
