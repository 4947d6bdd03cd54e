import pg from 'pg';
import { benchDatabase } from './scripts/lib/bench-database.ts';
import { productionSizedSettings } from './scripts/lib/pg-server.ts';
const bench = await benchDatabase('scratch-', productionSizedSettings());
const c = new pg.Client({ connectionString: bench.url });
await c.connect();
try {
  await c.query(`insert into cashback_confirmed_outbox (account_id, sale_id, cashback_paise)
    select a, gen_random_uuid(), 100 from (select gen_random_uuid() a from generate_series(1,100000)) s, generate_series(1,10)`);
  const q = async (label: string, text: string) => {
    const t = performance.now();
    const r = await c.query('explain (analyze, buffers, costs off) ' + text);
    console.log(`--- ${label} ${(performance.now() - t).toFixed(1)} ms`);
    console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  };
  const end = `select d.account_id from (select distinct account_id from cashback_confirmed_outbox where account_id > '40000000-0000-0000-0000-000000000000' order by account_id) d offset 499 limit 1`;
  await q('end, no stats', end);
  await c.query('analyze cashback_confirmed_outbox');
  await q('end, analyzed', end);
} finally {
  await c.end();
  await bench.database.close();
  await bench.remove();
}
