import { useEffect, useState } from 'react';
import { type FetchedPage, getPage } from '../../lib/api.ts';
import { LoadMore } from '../load-more.tsx';
import { formatIndiaDateTime } from '../../../functions/contract/india-time.ts';
import type { AuditEntry } from './types.ts';
import './admin.css';

const ENTITY_LABELS: Record<string, string> = {
  site_image: 'Site image',
  coupon: 'Coupon',
  merchant_product: 'Merchant product',
  flash_text: 'Flash text',
};

function describe(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/** The audit log (beyond the spec): the latest administrator changes, who made them and when. */
export default function AuditLog() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getPage<AuditEntry>('/api/Admin/audit-log', { signal: controller.signal })
      .then((page) => {
        setEntries(page.items);
        setNext(page.next);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the audit log:', error);
        setLoadFailed(true);
      });
    return () => controller.abort();
  }, []);

  if (entries === null)
    return <p className="admin-muted">{loadFailed ? 'The audit log could not be loaded.' : 'Loading…'}</p>;
  if (entries.length === 0) return <p className="admin-empty">No changes yet.</p>;

  const addPage = (page: FetchedPage<AuditEntry>) => {
    setEntries((current) => [...(current ?? []), ...page.items]);
    setNext(page.next);
  };

  return (
    <>
      <div className="admin-table-wrap" role="region" aria-labelledby="audit-caption" tabIndex={0}>
        <table className="admin-table">
          <caption id="audit-caption">
            The latest {entries.length} administrator changes, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">What</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.createdAt}>{formatIndiaDateTime(entry.createdAt)}</time>
                </td>
                <td>{entry.actor ?? 'Unknown'}</td>
                <td>{entry.action}</td>
                <td>
                  <span className="admin-table__entity">{ENTITY_LABELS[entry.entity] ?? entry.entity}</span>{' '}
                  <span className="admin-muted">{describe(entry.details)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore next={next} onPage={addPage} />
    </>
  );
}
