/**
 * Raw statements' answers and parameters, one copy for every service that sends `db.execute`
 * (decision 0109: nine services kept their own).
 */

/** The rows of a `db.execute` answer, whichever driver (node-postgres, PGlite or Neon) gave it. */
export function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
  return (Array.isArray(rows) ? rows : []) as Row[];
}

/** A list of uuids as one array literal parameter (`${uuidArray(ids)}::uuid[]`): no uuid has a comma, quote or brace. */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
