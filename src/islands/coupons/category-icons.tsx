/**
 * Small line icons for the Categories page's tiles: one per kind of category a coupon site has, found
 * by words in the category's name (English, with a few Hindi and Telugu ones), and a price tag for any
 * other. Each is one SVG path on a 24-unit grid, drawn in the text's colour.
 */
const ICONS: { words: RegExp; path: string }[] = [
  // Mobiles and recharges come before electronics, food before grocery's wider words.
  {
    words: /mobile|phone|recharge|bill|मोबाइल|రీఛార్జ్|మొబైల్/,
    path: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  },
  {
    words: /electronic|laptop|computer|gadget|appliance|\btv\b|इलेक्ट्रॉनिक|ఎలక్ట్రానిక్/,
    path: 'M4 5h16v10H4zM2 19h20',
  },
  {
    words: /fashion|cloth|apparel|wear|shoe|footwear|jewel|saree|फैशन|कपड़े|ఫ్యాషన్|దుస్తులు/,
    path: 'M8 3 3 6l2 4 3-1v12h8V9l3 1 2-4-5-3a4 4 0 0 1-8 0z',
  },
  {
    words: /food|dining|restaurant|pizza|biryani|meal|खाना|भोजन|ఆహారం|భోజనం/,
    path: 'M7 2v20M4 2v6a3 3 0 0 0 6 0V2M17 22V2c-2 2-3 5-3 9h3',
  },
  {
    words: /grocer|kirana|supermarket|daily|किराना|కిరాణా/,
    path: 'M3 4h2l2.4 11h10.2L20 7H6.2M10 20a1 1 0 1 1-2 0 1 1 0 0 1 2 0zm8 0a1 1 0 1 1-2 0 1 1 0 0 1 2 0z',
  },
  {
    words: /travel|flight|hotel|holiday|trip|\bbus\b|train|यात्रा|ప్రయాణ/,
    path: 'M21 15l-8-4V4.5a1.5 1.5 0 0 0-3 0V11l-8 4v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-4.5l8 2.5z',
  },
  {
    words: /beauty|cosmetic|makeup|salon|skin|सौंदर्य|అందం/,
    path: 'M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM19 15l1 2 2 1-2 1-1 2-1-2-2-1 2-1z',
  },
  {
    words: /health|pharma|medic|doctor|wellness|fitness|स्वास्थ्य|ఆరోగ్య/,
    path: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  },
  {
    words: /home|kitchen|furniture|decor|house|घर|ఇల్లు/,
    path: 'M3 11l9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6',
  },
  {
    words: /education|course|book|learn|school|class|शिक्षा|విద్య/,
    path: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
  },
  {
    words: /festiv|gift|diwali|pongal|sankranti|त्योहार|दिवाली|పండుగ/,
    path: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z',
  },
];

/** Any other category: a price tag. */
const TAG = 'M3 12V3h9l9 9-9 9zM7.5 7.5h.01';
/** The 'All' tile: four squares. */
export const ALL_ICON = 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z';

export function categoryIconPath(category: string): string {
  const name = category.toLocaleLowerCase();
  return ICONS.find((icon) => icon.words.test(name))?.path ?? TAG;
}

export function CategoryIcon({ path }: { path: string }) {
  return (
    <svg
      className="category-tile__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
