/// <reference types="astro/client" />
import type { Profile } from '../functions/contract/accounts.ts';

declare global {
  namespace App {
    interface Locals {
      /** The signed-in account's profile on server-rendered pages (src/middleware.ts), or null. */
      profile: () => Promise<Profile | null>;
    }
  }
}
