/** A referral code in a path (/{id}, /userSignup/{id}, /MerchantSignup/{id}): 4 to 16 letters or digits. */
export const isReferralCode = (id: string | undefined): id is string => /^[A-Za-z0-9]{4,16}$/.test(id ?? '');
