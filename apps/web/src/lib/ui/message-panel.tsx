import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardStyles } from './styles';

export interface MessagePanelProps {
  /** Id of the heading the section is labelled by. */
  headingId: string;
  icon: LucideIcon;
  title: string;
  message: ReactNode;
  /** Heading level 1 when the panel is the whole page (default), 2 when it sits inside one. */
  headingLevel?: 1 | 2;
  /** The icon's colours: the accent (default), or muted for something missing. */
  tone?: 'accent' | 'muted';
  /** 'status' when the message changes by itself and should be announced. */
  messageRole?: 'status';
  /** What follows the message: links, notes. */
  children?: ReactNode;
}

const ICON_TONES = { accent: 'bg-accent-soft text-accent-text', muted: 'bg-surface-2 text-muted' };

/** A centred card with an icon, a heading and a short message: gates, placeholders, confirmations. */
export function MessagePanel({
  headingId,
  icon: Icon,
  title,
  message,
  headingLevel = 1,
  tone = 'accent',
  messageRole,
  children,
}: MessagePanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={`${cardStyles} mx-auto mt-4 max-w-xl text-center`} aria-labelledby={headingId}>
      <span
        className={`mx-auto mb-4 inline-flex h-14 w-14 items-center justify-center rounded-full ${ICON_TONES[tone]}`}
      >
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <Heading id={headingId} className="text-2xl font-bold tracking-tight">
        {title}
      </Heading>
      <p className="mt-2 text-muted" role={messageRole}>
        {message}
      </p>
      {children}
    </section>
  );
}
