/** The site's one brand name: the header, the footer, the static pages and every email use it. */
export const BRAND = 'DealSphere';
