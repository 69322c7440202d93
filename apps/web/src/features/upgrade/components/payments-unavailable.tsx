import { Store } from 'lucide-react';
import { MessagePanel } from '../../../lib/ui/message-panel';

/** docs/product.md#upgrade-page: words for people, not a code, when nothing on this server can sell Plus. */
export const PAYMENTS_UNAVAILABLE = {
  title: 'Stryd Plus cannot be bought on this server yet',
  message: 'Nobody has set up a way to pay on this server, so there is no checkout to show you.',
  advice:
    'Ask the person who runs this server to set up payments or to give your account a plan. If you run it yourself, the README says how (“Two commands”).',
} as const;

/** What /upgrade shows instead of plan cards when the server has no payment provider. */
export function PaymentsUnavailable() {
  return (
    <MessagePanel
      headingId="payments-unavailable-heading"
      headingLevel={2}
      icon={Store}
      tone="muted"
      title={PAYMENTS_UNAVAILABLE.title}
      message={PAYMENTS_UNAVAILABLE.message}
    >
      <p className="mt-3 text-sm text-muted">{PAYMENTS_UNAVAILABLE.advice}</p>
    </MessagePanel>
  );
}
