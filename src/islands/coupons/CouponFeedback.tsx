import { useId, useState } from 'react';
import {
  FEEDBACK_REASON_VALUES,
  trustMessages as m,
  type CouponFeedbackBody,
  type FeedbackReason,
} from '../../../functions/contract/coupon-trust.ts';
import { postJson } from '../../lib/api.ts';

type Step =
  | { status: 'asking' }
  | { status: 'reason' }
  | { status: 'sending' }
  | { status: 'thanks' }
  | { status: 'failed'; message: string };

/**
 * "Did it work?" under a revealed code (issue 23 item 1; decision 0068): Yes sends at once; No sends
 * too (the vote counts even without a reason) and then offers the optional reasons, which replace that
 * vote (one vote per account, coupon and day). Loaded only after a reveal, so the card stays light.
 */
export default function CouponFeedback({ couponId }: { couponId: string }) {
  const [step, setStep] = useState<Step>({ status: 'asking' });
  const legendId = useId();

  const send = async (body: CouponFeedbackBody, after: Step) => {
    setStep({ status: 'sending' });
    try {
      const result = await postJson(`/api/coupons/${couponId}/feedback`, body);
      setStep(result.ok ? after : { status: 'failed', message: result.message ?? m.failed });
    } catch {
      setStep({ status: 'failed', message: m.failed });
    }
  };

  const reason = (value: FeedbackReason) => void send({ worked: false, reason: value }, { status: 'thanks' });

  return (
    <div className="coupon-feedback" data-testid="coupon-feedback">
      {step.status === 'asking' && (
        <div role="group" aria-labelledby={legendId} className="coupon-feedback__row">
          <p id={legendId} className="coupon-feedback__question">
            {m.question}
          </p>
          <button
            type="button"
            className="button coupon-feedback__answer"
            onClick={() => void send({ worked: true }, { status: 'thanks' })}
          >
            {m.yes}
          </button>
          <button
            type="button"
            className="button coupon-feedback__answer"
            onClick={() => void send({ worked: false }, { status: 'reason' })}
          >
            {m.no}
          </button>
        </div>
      )}
      {step.status === 'reason' && (
        <div role="group" aria-labelledby={legendId} className="coupon-feedback__reasons">
          <p id={legendId} className="coupon-feedback__question">
            {m.reasonLegend}
          </p>
          {FEEDBACK_REASON_VALUES.map((value) => (
            <button
              key={value}
              type="button"
              className="button coupon-feedback__reason"
              onClick={() => reason(value)}
            >
              {m.reasons[value]}
            </button>
          ))}
        </div>
      )}
      <p className="coupon-feedback__status" role="status">
        {step.status === 'thanks' || step.status === 'reason'
          ? m.thanks
          : step.status === 'failed'
            ? step.message
            : ''}
      </p>
    </div>
  );
}
