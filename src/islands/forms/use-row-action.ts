import { useState } from 'react';
import { NetworkError, type ApiFailure, type ApiResult } from '../../lib/api.ts';
import type { Status } from './use-form.ts';

type Text<A> = string | ((arg: A) => string);
const textOf = <A>(text: Text<A>, arg: A) => (typeof text === 'function' ? text(arg) : text);

export interface RowActionTexts<T> {
  /** The status line when the server made the change. */
  successText: Text<T>;
  /** The status line when it did not; `null` when no answer came at all. */
  failureText: Text<ApiFailure | null>;
  /** Changes the row shown (through the list's `updateItem` or `removeItem`). */
  onSuccess?: (data: T) => void;
}

/**
 * The buttons on a list's rows (approve, hide or show, delete): which row's action is on its way
 * (`busy`, its key, so the island disables what it must) and the one status line above the list with
 * the outcome, the way `useForm` shows a form's. `run` resolves to whether the server made the change.
 */
export function useRowAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);

  const run = async <T>(
    key: string,
    send: () => Promise<ApiResult<T>>,
    texts: RowActionTexts<T>,
  ): Promise<boolean> => {
    setBusy(key);
    setStatus(null);
    let ok = false;
    try {
      const result = await send();
      if (result.ok) {
        ok = true;
        setStatus({ tone: 'success', text: textOf(texts.successText, result.data) });
        texts.onSuccess?.(result.data);
      } else {
        setStatus({ tone: 'error', text: textOf(texts.failureText, result) });
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      setStatus({ tone: 'error', text: textOf(texts.failureText, null) });
    }
    setBusy(null);
    return ok;
  };

  return { busy, status, setStatus, run };
}
