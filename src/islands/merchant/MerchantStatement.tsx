import { useEffect, useId, useState } from 'react';
import {
  currentIndiaMonth,
  MONTH_PATTERN,
  statementCsvPath,
  type MerchantStatement as Statement,
  type StatementFigure,
} from '../../../functions/contract/merchant-statement.ts';
import { formatPaise } from '../../../functions/contract/money.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { StatementTexts } from '../../lib/merchant-sales-texts.ts';
import { getJson } from '../../lib/api.ts';
import { LoadFailed } from '../load-more.tsx';
import './merchant-cashback.css';

/**
 * The merchant's "Statement" section (issue 22 item 7): a month (this month in India first), its
 * sales, the cashback due on them, confirmed and reversed, and the month's CSV to download.
 */
export default function MerchantStatement({ texts }: { texts: StatementTexts }) {
  const monthId = useId();
  const [month, setMonth] = useState(currentIndiaMonth);
  const [statement, setStatement] = useState<Statement | null>(null);
  const [loads, setLoads] = useState(0);
  // The read that failed (month and attempt): a new month or a retry is a new read.
  const [failedRead, setFailedRead] = useState<string | null>(null);
  const valid = MONTH_PATTERN.test(month);
  const read = `${month}#${loads}`;
  const failed = failedRead === read;

  useEffect(() => {
    if (!valid) return;
    let live = true;
    getJson<Statement>(`/api/merchant/statement?month=${encodeURIComponent(month)}`)
      .then((answer) => live && setStatement(answer))
      .catch((error: unknown) => {
        console.error('Failed to load the statement:', error);
        if (live) setFailedRead(`${month}#${loads}`);
      });
    return () => {
      live = false;
    };
  }, [month, valid, loads]);

  const shown = statement && statement.month === month ? statement : null;
  return (
    <section className="merchant-cashback merchant-statement" aria-labelledby="statement-title">
      <h3 id="statement-title">{texts['merchantSales.statement.title']}</h3>
      <p>{texts['merchantSales.statement.intro']}</p>
      <div className="field merchant-statement__month">
        <label htmlFor={monthId}>{texts['merchantSales.statement.month']}</label>
        <input
          id={monthId}
          className="input"
          type="month"
          name="month"
          value={month}
          max={currentIndiaMonth()}
          onChange={(event) => setMonth(event.target.value)}
        />
      </div>
      {failed && (
        <LoadFailed
          texts={texts}
          alert
          text={texts['merchantSales.statement.failed']}
          onRetry={() => setLoads((n) => n + 1)}
        />
      )}
      {shown === null ? (
        !failed && valid && <p>{texts['merchantSales.statement.loading']}</p>
      ) : (
        <dl
          className="merchant-statement__totals"
          aria-label={`${texts['merchantSales.statement.title']} ${shown.month}`}
        >
          <Figure
            label={texts['merchantSales.statement.sales']}
            figure={shown.sales}
            testId="statement-sales"
            texts={texts}
          />
          <Figure
            label={texts['merchantSales.statement.cashbackDue']}
            figure={shown.cashbackDue}
            testId="statement-due"
            texts={texts}
          />
          <Figure
            label={texts['merchantSales.statement.confirmed']}
            figure={shown.confirmed}
            testId="statement-confirmed"
            texts={texts}
          />
          <Figure
            label={texts['merchantSales.statement.reversed']}
            figure={shown.reversed}
            testId="statement-reversed"
            texts={texts}
          />
        </dl>
      )}
      {valid && (
        <a className="button" href={statementCsvPath(month)} download data-testid="statement-csv">
          {texts['merchantSales.statement.download']}
        </a>
      )}
    </section>
  );
}

function Figure({
  label,
  figure,
  testId,
  texts,
}: {
  label: string;
  figure: StatementFigure;
  testId: string;
  texts: StatementTexts;
}) {
  const count = figure.count.toLocaleString('en-IN');
  const salesText =
    figure.count === 1
      ? texts['merchantSales.statement.salesOne']
      : texts['merchantSales.statement.salesOther'];
  return (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <span className="merchant-statement__amount">{formatPaise(figure.amountPaise)}</span>{' '}
        <span className="merchant-statement__count">({fill(salesText, { count })})</span>
      </dd>
    </div>
  );
}
