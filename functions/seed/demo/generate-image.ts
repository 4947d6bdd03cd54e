import sharp from 'sharp';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

/**
 * A demo picture made on this machine (nothing is downloaded): a diagonal gradient with a few soft
 * shapes and a label. PNG bytes, which the seed uploads like any merchant's file.
 */
export async function generateDemoImage(options: {
  width: number;
  height: number;
  label: string;
  colors: [string, string];
}): Promise<Uint8Array> {
  const { width, height, label, colors } = options;
  const fontSize = Math.round(Math.min(height / 6, (width / Math.max(label.length, 8)) * 1.6));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="#fff" fill-opacity="0.12"/>
  <circle cx="${width * 0.1}" cy="${height * 0.9}" r="${height * 0.3}" fill="#000" fill-opacity="0.08"/>
  <text x="50%" y="52%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Noto Sans, sans-serif"
    font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(label)}</text>
</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}
