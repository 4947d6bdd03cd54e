import type { SiteImageKind } from '../../../functions/contract/site-images.ts';

/** How a failed upload is worded (spec section 8): one fixed text, or 'Upload failed: ' + the server's message. */
export type FailureMode = 'plain' | 'prefix' | 'console';

/**
 * One upload form of an image tab and the list of what is live for it. The file's limits follow the
 * list's kind (rules.ts SITE_IMAGE_RULES). Plain data, so the server-rendered
 * page can build it (with the contract's texts) and hand it to the island as props.
 */
export interface UploadSectionConfig {
  id: string;
  heading: string;
  /** The spec's endpoint; `select.query` adds the chosen option as a query parameter. */
  endpoint: string;
  fileField: string;
  fileLabel: string;
  urlField: string;
  urlRequired: boolean;
  select?: {
    name: string;
    label: string;
    placeholder: string;
    options: { value: string; label: string }[];
    /** Also sent as this query parameter (Cat_TC_BO's ?Frame=). */
    query?: string;
  };
  slot?: { name: string; label: string; min: number; max: number; message: string };
  /** Fields sent as they are (the fixed TopMiddle position, the card image kind). */
  fixed?: Record<string, string>;
  messages: {
    missing: string;
    success: string;
    failure: string;
    failureMode: FailureMode;
    noResponse: string;
    removed: string;
  };
  list: {
    kind: SiteImageKind;
    heading: string;
    /** Only these positions (when one kind is shared by several forms). */
    positions?: string[];
    /** How each position is shown (frame labels). */
    positionLabels?: Record<string, string>;
    itemLabel: string;
  };
}

/** GET /api/admin/site-images?kind=… */
export interface LiveSiteImage {
  id: string;
  kind: SiteImageKind;
  position: string | null;
  slotId: number | null;
  merchantURL: string | null;
  createdAt: string;
  imageUrl: string;
  contentType: string;
  width: number | null;
  height: number | null;
}

/** GET /api/Admin/audit-log */
export interface AuditEntry {
  id: string;
  actor: string | null;
  action: string;
  entity: string;
  entityId: string;
  details: Record<string, unknown> | null;
  createdAt: string;
}
