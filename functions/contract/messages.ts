/** User-facing texts, worded as the specification (section 8) has them. */
export const messages = {
  heroFetchFailed: 'Failed to fetch slider images:',
  imageRequired: 'Please select an image',
  imageUploadSucceeded: 'Image uploaded successfully!',
  imageUploadFailed: 'Image upload failed.',
  notSignedIn: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  crossSite: 'Cross-site requests are not allowed.',
  bodyTooLarge: 'The request is too large.',
  jsonRequired: 'Please send the request as JSON (Content-Type: application/json).',
  /** The body said JSON but is not (read-json.ts; the webhooks too, whose callers read English). */
  bodyNotJson: 'The request body must be JSON.',
  /** A multipart body the server cannot parse (read-upload.ts). */
  formUnreadable: 'The form could not be read.',
  multipartRequired: 'Please send the form as multipart/form-data.',
  tooManyRequests: 'Too many requests. Please wait a while and try again.',
  merchantDetailsFirst: 'Please complete your merchant details first.',
  invalidInput: 'Please check the highlighted fields.',
  serverError: 'Something went wrong!',
  storeUnavailable: 'The service is busy. Please try again in a moment.',
  /** A NUL character (U+0000) in a field: no text column can hold it, and no form can type it. */
  nulCharacter: 'This contains a character that is not allowed.',
  /** The picture store (Vercel Blob or the media folder) refused or failed the write; nothing was saved. */
  mediaStoreUnavailable:
    'The picture could not be saved just now. Nothing was changed; please try again in a moment.',
  unsupportedFileType: 'Only JPG, PNG, WebP or GIF images can be uploaded.',
  unsupportedMediaType: 'Only JPG, PNG, WebP or GIF images, or MP4 or WebM videos, can be uploaded.',
  emptyFile: 'The file is empty.',
  unreadableImage: 'The image could not be read. Please choose another file.',
  fileTooLarge: (maxBytes: number) =>
    `The file is too large. The limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`,
} as const;
