import { eq } from 'drizzle-orm';
import type { StoreForm } from '../../contract/site-creation-schemas.ts';
import type { StoreDetails } from '../../contract/site-creation.ts';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/database.ts';
import { stores } from '../../db/schema/index.ts';
import type { BlobStore, StoredBlob } from '../../storage/blob-store.ts';
import { deleteReleasedBlobs, releaseMediaIfUnused } from '../media/release-media.ts';
import { readStore } from './read-store.ts';
import { discardUploads, storeUploads } from './store-uploads.ts';

/** The store's three pictures, as the spec's form names them; each is optional and replaces the old one. */
export interface StoreImages {
  MerchantLogo?: Uint8Array | undefined;
  LandingBanner?: Uint8Array | undefined;
  HeroBannerImage?: Uint8Array | undefined;
}

const IMAGE_COLUMNS = {
  MerchantLogo: 'logoId',
  LandingBanner: 'landingBannerId',
  HeroBannerImage: 'heroBannerId',
} as const;

/**
 * Creates or updates the signed-in merchant's storefront (POST /api/MerchantPage/SaveMerchantStore).
 * The texts are the form's whole new state (an empty field clears its text); a picture sent replaces
 * the old one, whose file goes once nothing else uses it (decision 0018); a picture not sent stays.
 * Concurrent saves of one merchant queue on an advisory lock. Answers whether the store was created.
 */
export async function saveStore(
  deps: { db: Database; blobs: BlobStore },
  merchantId: string,
  form: StoreForm,
  images: StoreImages,
): Promise<{ created: boolean; store: StoreDetails }> {
  const sent = (Object.keys(IMAGE_COLUMNS) as (keyof StoreImages)[]).filter((field) => images[field]);
  const media = await storeUploads(
    deps,
    sent.map((field) => ({ bytes: images[field]!, kind: 'storeImage', field })),
  );
  const newImages: Partial<Record<(typeof IMAGE_COLUMNS)[keyof StoreImages], string>> = {};
  sent.forEach((field, index) => (newImages[IMAGE_COLUMNS[field]] = media[index]!.id));

  let outcome: { created: boolean; released: (StoredBlob | null)[] };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      await lockForTransaction(tx, 'store', merchantId);
      const texts = {
        storeName: form.StoreName,
        storeAddress: form.StoreAddress,
        tagline: form.Tagline,
        aboutDescription: form.AboutDescription,
      };
      const [existing] = await tx.select().from(stores).where(eq(stores.merchantId, merchantId));
      if (!existing) {
        await tx.insert(stores).values({ merchantId, ...texts, ...newImages });
        return { created: true, released: [] };
      }
      await tx
        .update(stores)
        .set({ ...texts, ...newImages })
        .where(eq(stores.id, existing.id));
      const released = [];
      for (const column of Object.keys(newImages) as (keyof typeof newImages)[]) {
        const old = existing[column];
        if (old && old !== newImages[column]) released.push(await releaseMediaIfUnused(tx, old));
      }
      return { created: false, released };
    });
  } catch (error) {
    await discardUploads(deps, media);
    throw error;
  }
  await deleteReleasedBlobs(deps.blobs, outcome.released);
  const store = await readStore(deps.db, merchantId, { visibleOnly: false });
  if (!store) throw new Error('saved store could not be read back');
  return { created: outcome.created, store };
}
