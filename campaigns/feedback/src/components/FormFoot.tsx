import { SendButton, t } from '@h5/ui-kit';

/** A form's foot: why the last try failed (as a sentence), and the send button, busy while sending. */
export function FormFoot({
  failure,
  sending,
  label = 'Send',
}: {
  /** Already in the page's language. */
  failure: string | null;
  sending: boolean;
  label?: string;
}) {
  return (
    <>
      {failure ? (
        <p className="h5-field-error fb-failure" role="alert" data-testid="send-failure">
          {failure}
        </p>
      ) : null}
      <SendButton type="submit" pending={sending} testId="send">
        {t(label)}
      </SendButton>
    </>
  );
}
