import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema, parseConfig } from '../../functions/config.ts';

/** What README.md promises about the setup is what package.json and functions/config.ts say. */
const readme = fs.readFileSync('README.md', 'utf8');
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

/** The rows of the settings table under "## Configuration": variable names and their default cell. */
function settingsTable(): { names: string[]; defaultCell: string }[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [variables = '', defaultCell = ''] = line.split('|').slice(1, 3);
      return { names: [...variables.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1] ?? ''), defaultCell };
    });
}

describe('README', () => {
  it("names the Node version of package.json's engines and of the node devDependency", () => {
    const need = /You need Node\.js (\d+(?:\.\d+)*) or newer/.exec(readme)?.[1];
    const brings = /brings its own Node (\d+)/.exec(readme)?.[1];
    expect(need, 'README says which Node it needs').toBeDefined();
    expect(`>=${need}`).toBe(pkg.engines.node);
    expect(brings).toBe(/^\^?(\d+)\./.exec(pkg.devDependencies.node ?? '')?.[1]);
  });

  it('lists every setting of functions/config.ts in its settings table, and no other', () => {
    const listed = settingsTable().flatMap((row) => row.names);
    expect([...listed].sort()).toEqual(Object.keys(configSchema.shape).sort());
    expect(new Set(listed).size, 'a setting listed twice').toBe(listed.length);
  });

  it("gives each setting's default as config.ts has it", () => {
    const defaults = parseConfig({}) as Record<string, unknown>;
    const rows = settingsTable();
    for (const [name, value] of Object.entries(defaults)) {
      // A secret's default is not printed (TEST_PAYMENTS_SECRET's row says what it is instead).
      if (value === undefined || name.endsWith('_SECRET')) continue;
      const row = rows.find((r) => r.names.includes(name));
      expect(row?.defaultCell, `${name}'s default`).toContain(`\`${String(value)}\``);
    }
  });
});
