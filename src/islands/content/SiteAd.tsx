import type { SiteImageItem } from '../../../functions/contract/site-content.ts';
import type { SiteAdTexts } from '../../lib/public-texts.ts';
import { useJson } from './use-json.ts';

/**
 * The bottom ad of Categories, Top Coupons or Best Offers (GET /api/Cat_TC_BO/get-Cat_TC_BO?position=):
 * the frame's banner, linked to its merchant in a new tab. Nothing shows when the frame is empty.
 */
export default function SiteAd({ frame, texts }: { frame: 'Cat' | 'TC' | 'BO'; texts: SiteAdTexts }) {
  const loaded = useJson<SiteImageItem[]>(
    `/api/Cat_TC_BO/get-Cat_TC_BO?position=${frame}`,
    'Failed to load the advertisement:',
  );
  const ad = loaded.status === 'ready' ? loaded.data[0] : undefined;
  if (!ad) return <div className={loaded.status === 'loading' ? 'site-ad is-loading' : 'site-ad'} />;
  const image = (
    <img
      src={ad.imageUrl}
      alt={ad.merchantURL ? '' : texts['content.advertisement']}
      width={ad.width ?? 1200}
      height={ad.height ?? 300}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <div className="site-ad" data-testid="site-ad">
      {ad.merchantURL ? (
        <a
          href={ad.merchantURL}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={texts['content.advertisement']}
        >
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  );
}
