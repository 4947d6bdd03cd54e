/** What the website (src/) may import from the server side: pure schemas, constants and texts. */
export * from './limits.ts';
export * from './messages.ts';
export * from './site-images.ts';
export * from './api-types.ts';
export * from './merchant-url.ts';
export * from './accounts.ts';
export * from './admin.ts';
export * from './site-content.ts';
export * from './public.ts';
