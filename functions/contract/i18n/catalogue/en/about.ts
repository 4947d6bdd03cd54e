/** About Us (/aboutus). */
export default {
  'about.title': 'About Us | {brand}',
  'about.description':
    '{brand} helps Indian shoppers save with free, verified coupons and cashback, and helps merchants of every size reach them.',
  'about.heading': 'About {brand}',
  'about.lead': 'Free coupons and deals for India, checked by people.',
  'about.intro':
    '{brand} brings together coupons, deals and cashback offers from stores across India, from big online brands to the saree shop and biryani house in your own city. Every offer is free to browse, and every new coupon is checked by our team before it goes live, so you spend less time hunting for codes that do not work.',
  'about.shoppersHeading': 'What we do for shoppers',
  'about.shoppers1':
    'Coupons, top coupons and best offers across fashion, electronics, food, groceries, travel and more.',
  'about.shoppers2':
    'Offers in English, Hindi and Telugu, on a site built to load fast on any phone and network.',
  'about.shoppers3': 'Cashback on eligible purchases, shown as tokens in your dashboard.',
  'about.shoppers4':
    'Reviews and ratings from other shoppers, and easy WhatsApp invites for friends and family.',
  'about.merchantsHeading': 'What we do for merchants',
  'about.merchants1': 'Post coupons with your own ad image and choose a free or premium ad slot.',
  'about.merchants2': 'Upload products, build a simple storefront, or link your existing website.',
  'about.merchants3': 'Reach shoppers who are ready to buy, and invite other merchants to join.',
  'about.promiseHeading': 'Our promise',
  'about.promise':
    'No fake promotions, no expired deals left on display and no selling of your data. Offers are removed the moment they expire, and our admin team reviews every new coupon for relevance and honesty.',
  'about.whoHeading': 'Who we are',
  'about.who':
    '{brand} is an initiative of {company}, a company based in Hyderabad that builds simple, fast tools for Indian shoppers and small businesses.',
  'about.workWithUs': 'Want to work with us? See our {roles} or {contact}.',
  'about.openRoles': 'open roles',
  'about.getInTouch': 'get in touch',
} as const;
