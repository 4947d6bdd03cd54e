import type en from '../en/home.ts';

export default {
  'home.title': 'DealSphere – భారతదేశంలో ఈరోజు టాప్ కూపన్లు, ఆఫర్లు',
  'home.description': 'భారతీయ స్టోర్ల ఉచిత కూపన్లు, డీల్స్, క్యాష్‌బ్యాక్ ఆఫర్లు: ఫ్యాషన్, ఎలక్ట్రానిక్స్, ఆహారం, ప్రయాణం ఇంకా మరెన్నో.',
  'home.featuredOffers': 'ప్రత్యేక ఆఫర్లు',
  'home.heading': 'ఈరోజు టాప్ కూపన్లు, ఆఫర్లు',
  'home.couponsHeading': 'కూపన్లు, ఆఫర్లు',
  'home.productsHeading': 'మీ ప్రోడక్ట్‌లు ఎంచుకోండి',
  'home.newsletterHeading': 'మా న్యూస్‌లెటర్ పొందండి',
  'home.newsletterIntro': 'మంచి కూపన్లు, ఆఫర్లు నేరుగా మీ ఈమెయిల్‌కి. స్పామ్ ఉండదు, ఎప్పుడైనా ఆపేయవచ్చు.',
} satisfies Record<keyof typeof en, string>;
