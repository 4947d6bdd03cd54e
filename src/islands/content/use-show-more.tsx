import { useId, useState, type ReactNode } from 'react';

/**
 * The grids' Show More / Show Less (spec: Common grid behaviour; section 9): the first `pageSize` items,
 * then all of them. `toggle` is the button (null when everything already shows); give the list `listId`
 * so the button can say what it controls.
 */
export function useShowMore<T>(
  items: readonly T[],
  pageSize: number,
  labels: { more: string; less: string },
) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? items : items.slice(0, pageSize);
  const toggle: ReactNode =
    items.length > pageSize ? (
      <button
        type="button"
        className="button grid-toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? labels.less : labels.more}
      </button>
    ) : null;
  return { shown, listId, toggle };
}
