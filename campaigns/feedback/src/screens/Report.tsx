// Report a user, a recording or a room (`?type=&id=`) with a reason and optional text; open to
// visitors. Sending a report cannot be taken back, so the user confirms it first; sent once.

import { ConfirmAction } from '@h5/blocks/confirm-sheet';
import { newIdempotencyKey } from '@h5/core-api';
import { type ReportTarget, sendReport } from '@h5/core-api/contracts/feedback';
import { Async, api, errorText, Page, type ScreenProps, t, useResource, useSingleFlight } from '@h5/ui-kit';
import { useState } from 'react';
import { Choices } from '../components/Choices.tsx';
import { FormFoot } from '../components/FormFoot.tsx';
import { Sent } from '../components/Sent.tsx';
import { TextBox } from '../components/TextBox.tsx';
import { NOTE_MAX, noteProblem } from '../limits.ts';
import { REPORT_REASONS_READ } from '../reads.ts';
import { BROKEN_REPORT_LINK, reportTarget, TARGET_LABELS } from '../reportTarget.ts';

export const CHOOSE_REASON = 'Please choose a reason.';
export const REPORT_SENT =
  'Thank you. The team reviews every report, and you will not be named to the person reported.';

export function Report({ query }: ScreenProps) {
  const target = reportTarget(query);
  if (!target)
    return (
      <Page title={t('Report')} className="fb-page">
        <div className="h5-state" data-testid="broken-report">
          <p>{t(BROKEN_REPORT_LINK)}</p>
        </div>
      </Page>
    );
  return <ReportForm type={target.type} id={target.id} />;
}

function ReportForm({ type, id }: { type: ReportTarget; id: string }) {
  const reasons = useResource(() => api().call(REPORT_REASONS_READ.call, { target_type: type }), [type]);
  const [reason, setReason] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [clientKey] = useState(newIdempotencyKey);
  const textWrong = noteProblem(text);
  const [send, sending] = useSingleFlight(async () => {
    setConfirming(false);
    setFailure(null);
    try {
      await api().call(sendReport, {
        target_type: type,
        target_id: id,
        reason_id: reason!,
        text: text.trim(),
        client_key: clientKey,
      });
      setSent(true);
    } catch (e) {
      setFailure(errorText(e));
    }
  });
  if (sent) return <Sent title="Report" text={REPORT_SENT} />;
  return (
    <Page title={t('Report')} className="fb-page">
      <form
        className="h5-card fb-card fb-form"
        noValidate
        data-testid="report-form"
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (reason && !textWrong) setConfirming(true);
        }}
      >
        <h2 className="fb-h">{t(TARGET_LABELS[type])}</h2>
        <span className="fb-label">{t('Why are you reporting it?')}</span>
        <Async r={reasons} height="3rem">
          {({ reasons: list }) => (
            <Choices
              label={t('Why are you reporting it?')}
              choices={list.map((r) => ({ id: r.id, text: r.title }))}
              value={reason}
              onChange={setReason}
              testId="reasons"
            />
          )}
        </Async>
        {tried && !reason ? (
          <span className="h5-field-error" role="alert">
            {t(CHOOSE_REASON)}
          </span>
        ) : null}
        <TextBox
          label={t('Anything else? (optional)')}
          value={text}
          onChange={setText}
          max={NOTE_MAX}
          problem={tried ? textWrong : null}
        />
        <FormFoot failure={failure} sending={sending} label="Send report" />
      </form>
      <ConfirmAction
        open={confirming}
        title={t('Send this report?')}
        confirmLabel={t('Send report')}
        danger
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
        confirmTestId="confirm-report"
      >
        <p>{t('A report cannot be taken back. The team will review it.')}</p>
      </ConfirmAction>
    </Page>
  );
}
