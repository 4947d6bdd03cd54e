/** Shapes of API responses that islands read. Images travel as URLs with their size, never as base64. */

export interface ImageRef {
  url: string;
  width: number | null;
  height: number | null;
  contentType: string;
}

/** GET /api/AdminContent/get-hero-images */
export interface HeroSlide {
  id: string;
  imageUrl: string;
  width: number | null;
  height: number | null;
  merchantURL: string | null;
}

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
