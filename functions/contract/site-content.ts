import { z } from './zod.ts';
import { AD_SLOT_MAX, AD_SLOT_MIN } from './limits.ts';
import { FLASH_TEXT_POSITION, TTC_POSITIONS } from './site-images.ts';
import { TEXT_LIMITS } from './rules.ts';

/** Admin uploads and the public site-content reads (spec sections 3, 5, 7 and 8). */
export const siteContentMessages = {
  positionUnknown: 'There is no such position.',
  positionNotCatTcBo: 'position must be Cat, TC or BO',
  imageRequired: 'Please select an image',
  allFieldsRequired: 'All fields are required',
  imageTypeUrlRequired: 'Please select an image, type, and enter a URL.',
  imageFileRequired: 'Please select an image file.',
  imageUploaded: 'Image uploaded successfully!',
  imageUploadFailed: 'Image upload failed.',
  topBannerUploaded: 'Upload Successful',
  topBannerFailed: 'Upload failed. Check the console for details.',
  uploadFailedPrefix: 'Upload failed: ',
  uploadFailed: 'Upload failed.',
  // Two spaces, as the spec has it.
  flashTextUploaded: 'Flash Text  uploaded successfully',
  flashTextRequired: 'Please enter the flash text',
  imageRemoved: 'Image removed.',
  imageNotOnSite: 'This image is not on the site.',
  chooseSlot: `Choose a slot from ${AD_SLOT_MIN} to ${AD_SLOT_MAX}.`,
  chooseKind: 'Choose a kind of image.',
  imageDataNotText: 'Images are uploaded as files, not as text.',
} as const;

export const ttcPositionSchema = z.enum(TTC_POSITIONS);
export const categoryFrameSchema = z.enum(['Cat', 'TC', 'BO']);

/** POST /api/AdminContent/add-or-update-FlashText (JSON). Images travel as uploads, never base64. */
export const flashTextSchema = z.object({
  flash_Text: z.string().trim().min(1, siteContentMessages.flashTextRequired).max(TEXT_LIMITS.flashText),
  position: z.string().trim().min(1).max(40).default(FLASH_TEXT_POSITION),
  isActive: z.boolean().default(true),
  contentType: z.string().max(100).optional(),
  imageData: z.string().max(0, siteContentMessages.imageDataNotText).optional(),
});

/** One placed image as the public reads return it. */
export interface SiteImageItem {
  id: string;
  imageUrl: string;
  width: number | null;
  height: number | null;
  contentType: string;
  merchantURL: string | null;
  position: string | null;
}

/** What the header shows from the admin's content: the top-middle ad and the flash text. */
export interface HeaderContent {
  topMiddleAd: SiteImageItem | null;
  flashText: string | null;
}

/** GET /api/AdminContent/products/approved */
export interface ApprovedProduct {
  id: string;
  productName: string;
  price: number;
  imageUrl: string;
  merchantURL: string;
  merchantId: string;
}
