import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L, so a code read out over the phone or typed from WhatsApp survives.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short unguessable referral code: 8 characters from 31, about 40 bits. */
export function newReferralCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
