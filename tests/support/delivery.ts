/** A valid Buy Now delivery address (issue 24 item 6): every product order carries one. */
export const TEST_DELIVERY = {
  name: 'Lakshmi Devi',
  phone: '+91 98765 43210',
  address: '12-3-45, Begum Bazaar, near the clock tower',
  city: 'Hyderabad',
  pin: '500012',
};
