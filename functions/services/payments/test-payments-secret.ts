import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** The file in DATA_DIR that keeps the test provider's secret between starts (decision 0043). */
export const TEST_PAYMENTS_SECRET_FILE = 'test-payments.secret';

export const testPaymentsSecretPath = (config: Pick<Config, 'DATA_DIR'>) =>
  path.join(config.DATA_DIR, TEST_PAYMENTS_SECRET_FILE);

/** A secret read back from the file is used only when it is at least this long (what is written is 43). */
const MIN_LENGTH = 32;

/**
 * The config with the built-in test provider's signing and webhook secret filled in: TEST_PAYMENTS_SECRET
 * when set; otherwise the one kept in DATA_DIR/test-payments.secret (mode 0600), made at random on the
 * first start and read on later ones, so the operator's own tests can sign with it and nobody else can.
 * Never a constant in the code: with one, anyone could sign a payment or a webhook (a refund too)
 * against a site in test mode. With Razorpay's keys the test provider is not used and nothing is read.
 * When DATA_DIR cannot be written, the secret is random for this process only (`warn` says so).
 */
export async function withTestPaymentsSecret(
  config: Config,
  warn: (message: string, fields?: Record<string, unknown>) => void = () => {},
): Promise<Config> {
  if (config.TEST_PAYMENTS_SECRET || (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET)) return config;
  const file = testPaymentsSecretPath(config);
  try {
    return { ...config, TEST_PAYMENTS_SECRET: await readOrCreate(file) };
  } catch (error) {
    warn('test payments: could not keep the secret in DATA_DIR; it lasts until this process ends', {
      file,
      error: error instanceof Error ? error.message : String(error),
    });
    return { ...config, TEST_PAYMENTS_SECRET: newSecret() };
  }
}

const newSecret = () => randomBytes(32).toString('base64url');

async function readOrCreate(file: string): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const secret = newSecret();
  try {
    // 'wx': of two starts racing on one folder, the second reads what the first wrote.
    await fs.writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readSecret(file);
    if (!written)
      throw new Error(`${file} holds no usable secret (at least ${MIN_LENGTH} characters)`, { cause: error });
    return written;
  }
}

/** The secret in the file (tightened to 0600 when others could read it), or null when there is none. */
async function readSecret(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_LENGTH)
    throw new Error(
      `${file} holds no usable secret (at least ${MIN_LENGTH} characters); delete it to make a new one`,
    );
  const { mode } = await fs.stat(file);
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) await fs.chmod(file, 0o600);
  return secret;
}
