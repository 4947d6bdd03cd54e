/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in account's profile on server-rendered pages (src/middleware.ts), or null. */
    profile: import('../functions/contract/accounts.ts').Profile | null;
  }
}
