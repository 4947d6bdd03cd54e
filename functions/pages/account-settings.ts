import type { AccountSettings } from '../contract/account-settings.ts';
import { createLogger, describeError } from '../http/logger.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import { readAccountSettings } from '../services/accounts/read-account.ts';

/** The Settings tab's first view, read on the server for the signed-in account; undefined when the read failed. */
export async function accountSettingsForPage(accountId: string): Promise<AccountSettings | undefined> {
  let runtime: Runtime | undefined;
  try {
    runtime = await getRuntime();
    return await readAccountSettings(runtime.database.db, accountId);
  } catch (error) {
    (runtime?.log ?? createLogger('error')).error('account settings: could not read', describeError(error));
    return undefined;
  }
}
