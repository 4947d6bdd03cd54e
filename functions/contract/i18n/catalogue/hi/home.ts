import type en from '../en/home.ts';

export default {
  'home.title': 'DealSphere – भारत के आज के टॉप कूपन और ऑफ़र',
  'home.description': 'भारतीय स्टोर के मुफ़्त कूपन, डील और कैशबैक ऑफ़र: फैशन, इलेक्ट्रॉनिक्स, खाना, यात्रा और भी बहुत कुछ।',
  'home.featuredOffers': 'खास ऑफ़र',
  'home.heading': 'आज के टॉप कूपन और ऑफ़र',
  'home.couponsHeading': 'कूपन और ऑफ़र',
  'home.productsHeading': 'अपने प्रोडक्ट चुनें',
  'home.newsletterHeading': 'हमारा न्यूज़लेटर पाएँ',
  'home.newsletterIntro': 'सबसे अच्छे कूपन और ऑफ़र सीधे अपने ईमेल में पाएँ। कोई स्पैम नहीं, जब चाहें बंद करें।',
} satisfies Record<keyof typeof en, string>;
