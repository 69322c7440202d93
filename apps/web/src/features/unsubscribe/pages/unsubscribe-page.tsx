import { EMAIL_KIND_LABELS, type UnsubscribeAnswer } from '@stryd/domain';
import { LoaderCircle, MailCheck, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Seo } from '../../../lib/seo';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { FormAlert } from '../../../lib/ui/form-alert';
import { MessagePanel } from '../../../lib/ui/message-panel';
import { Skeleton } from '../../../lib/ui/skeleton';
import { buttonStyles } from '../../../lib/ui/styles';
import { useUnsubscribe, useUnsubscribeLink } from '../api/unsubscribe';

export const UNSUBSCRIBE_TEXT = {
  missingToken: 'This unsubscribe link is not complete. Open it from the e-mail again.',
  checking: 'Checking your unsubscribe link…',
  checkFailed: 'Could not check this unsubscribe link.',
  question: (answer: UnsubscribeAnswer) => `Stop ${EMAIL_KIND_LABELS[answer.kind].about}?`,
  done: (answer: UnsubscribeAnswer) =>
    `You will no longer get ${EMAIL_KIND_LABELS[answer.kind].about}. Other e-mails are not affected.`,
  failed: 'Could not unsubscribe. Please try again.',
} as const;

const settingsLink = (
  <p className="mt-4 text-sm text-muted">
    Choose which e-mails you get any time in{' '}
    <Link to="/settings" className="font-semibold text-accent-text underline-offset-2 hover:underline">
      Settings
    </Link>
    .
  </p>
);

function InvalidLink({ message }: { message: string }) {
  return (
    <MessagePanel
      headingId="unsubscribe-invalid"
      icon={MailX}
      tone="muted"
      title="Link not valid"
      message={message}
    >
      {settingsLink}
    </MessagePanel>
  );
}

function Confirm({ token, answer }: { token: string; answer: UnsubscribeAnswer }) {
  const unsubscribe = useUnsubscribe(token);
  if (!answer.subscribed) {
    return (
      <MessagePanel
        headingId="unsubscribe-done"
        icon={MailCheck}
        title="You are unsubscribed"
        message={UNSUBSCRIBE_TEXT.done(answer)}
        messageRole="status"
      >
        {settingsLink}
      </MessagePanel>
    );
  }
  const busy = unsubscribe.isPending;
  return (
    <MessagePanel
      headingId="unsubscribe-confirm"
      icon={MailX}
      title="Unsubscribe"
      message={UNSUBSCRIBE_TEXT.question(answer)}
    >
      <div className="mt-5 flex flex-col gap-3">
        <button
          type="button"
          onClick={() => unsubscribe.mutate()}
          disabled={busy}
          aria-busy={busy}
          className={`${buttonStyles.primary} min-h-12 w-full`}
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
          ) : null}
          {busy ? 'Unsubscribing…' : 'Unsubscribe'}
        </button>
        <FormAlert
          message={unsubscribe.isError ? unsubscribe.error.message || UNSUBSCRIBE_TEXT.failed : null}
        />
      </div>
      {settingsLink}
    </MessagePanel>
  );
}

function UnsubscribeContent({ token }: { token: string }) {
  const link = useUnsubscribeLink(token);
  if (link.isPending) {
    return (
      <div role="status" aria-label={UNSUBSCRIBE_TEXT.checking} className="mx-auto mt-4 max-w-xl space-y-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (link.error instanceof ApiError && link.error.status === 400)
    return <InvalidLink message={link.error.message} />;
  // A failed refetch (a reconnect asks again, the server away) keeps what the page already says.
  if (link.isLoadingError)
    return <ErrorAlert message={UNSUBSCRIBE_TEXT.checkFailed} onRetry={() => void link.refetch()} />;
  return <Confirm token={token} answer={link.data} />;
}

/**
 * /unsubscribe?token=…, the page every mail's Unsubscribe link opens. Opening it changes nothing (mail
 * scanners open links too); the button does. No sign-in: the signed token names the account and kind.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <>
      <Seo title="Unsubscribe" path="/unsubscribe" noIndex />
      {token ? <UnsubscribeContent token={token} /> : <InvalidLink message={UNSUBSCRIBE_TEXT.missingToken} />}
    </>
  );
}
