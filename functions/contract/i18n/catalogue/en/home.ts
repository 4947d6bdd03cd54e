/** The home page. */
export default {
  'home.title': "DealSphere – Today's Top Coupons & Offers in India",
  'home.description':
    'Free coupons, deals and cashback offers from Indian stores: fashion, electronics, food, travel and more.',
  'home.featuredOffers': 'Featured offers',
  'home.heading': "Today's Top Coupons & Offers",
  'home.couponsHeading': 'Coupons & Offers',
  'home.productsHeading': 'Pick Your Products',
  'home.newsletterHeading': 'Subscribe to our Newsletter',
  'home.newsletterIntro': 'Get the best coupons and offers in your inbox. No spam, unsubscribe any time.',
} as const;
