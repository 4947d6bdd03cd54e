/** What BaseLayout's `image` prop takes: the picture a shared link shows (OpenGraph, Twitter). */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** A store's logo as its pages' share picture, when the logo's size is known (OpenGraph needs it). */
export function logoShareImage(
  storeName: string,
  logo: { url: string; width: number | null; height: number | null } | null | undefined,
): ShareImage | undefined {
  if (!logo?.width || !logo.height) return undefined;
  return { path: logo.url, width: logo.width, height: logo.height, alt: `${storeName} logo` };
}
