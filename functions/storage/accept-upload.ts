import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  checkUploadFile,
  unsupportedTypeMessage,
  UPLOAD_RULES,
  VIDEO_CONTENT_TYPES,
  type UploadKind,
} from '../contract/rules.ts';
import { messages } from '../contract/messages.ts';
import { HttpError } from '../http/http-error.ts';

const VIDEO_TYPES = new Set<string>(VIDEO_CONTENT_TYPES);

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
  // Size first, before the bytes are looked at; the type is the one the bytes show, never the declared one.
  const sizeProblem = checkUploadFile({ size: input.byteLength, type: null }, kind);
  if (sizeProblem) {
    const status = input.byteLength === 0 ? 400 : 413;
    const code = status === 400 ? 'invalid_input' : 'file_too_large';
    throw new HttpError(status, code, sizeProblem, { [field]: sizeProblem });
  }
  const sniffed = await fileTypeFromBuffer(input);
  const typeProblem = checkUploadFile({ size: input.byteLength, type: sniffed?.mime ?? '' }, kind);
  if (!sniffed || typeProblem) {
    const message = typeProblem ?? unsupportedTypeMessage(kind);
    throw HttpError.badInput(message, { [field]: message });
  }

  // What is left is an image or, where this kind allows it, a video.
  if (VIDEO_TYPES.has(sniffed.mime)) {
    return {
      key: `${kind}/${randomUUID()}.${sniffed.ext}`,
      bytes: input,
      contentType: sniffed.mime,
      width: null,
      height: null,
    };
  }

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
