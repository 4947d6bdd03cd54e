import type { Database } from '../../db/database.ts';
import { saltOfTheDay, visitorKey } from '../coupons/visitor-key.ts';

/**
 * What throttling knows of a client address: the day's salted SHA-256 of it, as click-outs count
 * visitors (decision 0014), so no IP address is stored. The user agent is left out: a script changes
 * it at will. Without an address (a host that gives none, or a test) every request shares 'unknown'.
 */
export async function addressKey(db: Database, clientAddress: string | undefined, now = new Date()) {
  return visitorKey({ clientAddress: clientAddress || 'unknown' }, await saltOfTheDay(db, now));
}
