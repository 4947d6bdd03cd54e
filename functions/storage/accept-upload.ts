import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { UPLOAD_RULES, type UploadKind } from '../contract/limits.ts';
import { messages } from '../contract/messages.ts';
import { HttpError } from '../http/http-error.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const VIDEO_TYPES = new Map([
  ['video/mp4', 'mp4'],
  ['video/webm', 'webm'],
]);

export interface AcceptedUpload {
  key: string;
  bytes: Uint8Array;
  contentType: string;
  width: number | null;
  height: number | null;
}

/**
 * Checks an uploaded file and prepares what will be stored. The type comes from the file's own bytes,
 * never its name or declared type; images are re-encoded to WebP (which also drops EXIF and anything
 * hidden after the image data) and resized; the name is random. Throws a 400/413 HttpError otherwise.
 */
export async function acceptUpload(
  input: Uint8Array,
  kind: UploadKind,
  field: string,
): Promise<AcceptedUpload> {
  const rule = UPLOAD_RULES[kind];
  if (input.byteLength === 0) throw HttpError.badInput(messages.emptyFile, { [field]: messages.emptyFile });
  if (input.byteLength > rule.maxBytes) {
    const message = messages.fileTooLarge(rule.maxBytes);
    throw new HttpError(413, 'file_too_large', message, { [field]: message });
  }
  const sniffed = await fileTypeFromBuffer(input);
  const unsupported = rule.allowVideo ? messages.unsupportedMediaType : messages.unsupportedFileType;
  if (!sniffed) throw HttpError.badInput(unsupported, { [field]: unsupported });

  const videoExtension = VIDEO_TYPES.get(sniffed.mime);
  if (videoExtension && rule.allowVideo) {
    return {
      key: `${kind}/${randomUUID()}.${videoExtension}`,
      bytes: input,
      contentType: sniffed.mime,
      width: null,
      height: null,
    };
  }
  if (!IMAGE_TYPES.has(sniffed.mime)) throw HttpError.badInput(unsupported, { [field]: unsupported });

  try {
    const { data, info } = await sharp(input, {
      animated: sniffed.mime === 'image/gif',
      limitInputPixels: 40_000_000,
    })
      .rotate()
      .resize({ width: rule.maxWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const height = info.pageHeight ?? info.height;
    return {
      key: `${kind}/${randomUUID()}.webp`,
      bytes: data,
      contentType: 'image/webp',
      width: info.width,
      height,
    };
  } catch {
    throw HttpError.badInput(messages.unreadableImage, { [field]: messages.unreadableImage });
  }
}
