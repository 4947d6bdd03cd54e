import { useId, useState } from 'react';
import {
  FEEDBACK_REASON_VALUES,
  type CouponFeedbackBody,
  type FeedbackReason,
} from '../../../functions/contract/coupon-trust.ts';
import type { CouponTexts } from '../../lib/public-texts.ts';
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
export default function CouponFeedback({ couponId, texts }: { couponId: string; texts: CouponTexts }) {
  const reasons: Record<FeedbackReason, string> = {
    expired: texts['cards.reasonExpired'],
    minimum_order: texts['cards.reasonMinimumOrder'],
    not_accepted: texts['cards.reasonNotAccepted'],
    other: texts['cards.reasonOther'],
  };
  const [step, setStep] = useState<Step>({ status: 'asking' });
  const legendId = useId();

  const send = async (body: CouponFeedbackBody, after: Step) => {
    setStep({ status: 'sending' });
    try {
      const result = await postJson(`/api/coupons/${couponId}/feedback`, body);
      setStep(
        result.ok ? after : { status: 'failed', message: result.message ?? texts['cards.feedbackFailed'] },
      );
    } catch {
      setStep({ status: 'failed', message: texts['cards.feedbackFailed'] });
    }
  };

  const reason = (value: FeedbackReason) => void send({ worked: false, reason: value }, { status: 'thanks' });

  return (
    <div className="coupon-feedback" data-testid="coupon-feedback">
      {step.status === 'asking' && (
        <div role="group" aria-labelledby={legendId} className="coupon-feedback__row">
          <p id={legendId} className="coupon-feedback__question">
            {texts['cards.feedbackQuestion']}
          </p>
          <button
            type="button"
            className="button coupon-feedback__answer"
            onClick={() => void send({ worked: true }, { status: 'thanks' })}
          >
            {texts['cards.feedbackYes']}
          </button>
          <button
            type="button"
            className="button coupon-feedback__answer"
            onClick={() => void send({ worked: false }, { status: 'reason' })}
          >
            {texts['cards.feedbackNo']}
          </button>
        </div>
      )}
      {step.status === 'reason' && (
        <div role="group" aria-labelledby={legendId} className="coupon-feedback__reasons">
          <p id={legendId} className="coupon-feedback__question">
            {texts['cards.feedbackReasonLegend']}
          </p>
          {FEEDBACK_REASON_VALUES.map((value) => (
            <button
              key={value}
              type="button"
              className="button coupon-feedback__reason"
              onClick={() => reason(value)}
            >
              {reasons[value]}
            </button>
          ))}
        </div>
      )}
      <p className="coupon-feedback__status" role="status">
        {step.status === 'thanks' || step.status === 'reason'
          ? texts['cards.feedbackThanks']
          : step.status === 'failed'
            ? step.message
            : ''}
      </p>
    </div>
  );
}
