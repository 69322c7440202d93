import { EMAIL_KIND_LABELS, type EmailKind, PRODUCT_NAME } from '@stryd/domain';
import type { OutgoingMail } from '../../adapters/email/mailer';
import type { UnsubscribeLinks } from '../email-preferences/unsubscribe-token';

/** Every user-provided string goes through this before it reaches an HTML body. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Header values must stay on one line whatever a user typed. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

interface Footer {
  kind: EmailKind;
  unsubscribe: UnsubscribeLinks;
}

/** Every switchable mail says how to stop it, in its body and (for mail clients) in its headers. */
function unsubscribeLine(footer: Footer): string {
  return `Stop ${EMAIL_KIND_LABELS[footer.kind].about}: ${footer.unsubscribe.pageUrl}`;
}

function withUnsubscribe(mail: Omit<OutgoingMail, 'recipientId' | 'listUnsubscribe'>, footer: Footer) {
  return {
    ...mail,
    recipientId: footer.unsubscribe.recipientId,
    listUnsubscribe: footer.unsubscribe.oneClickUrl,
  };
}

function layout(
  title: string,
  paragraphs: string[],
  link: { href: string; label: string },
  footer: Footer,
): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  const small = 'style="color:#666;font-size:12px"';
  return [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5">',
    body,
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    `<p ${small}>${escapeHtml(PRODUCT_NAME)} — fitness, your way</p>`,
    `<p ${small}>Don't want ${escapeHtml(EMAIL_KIND_LABELS[footer.kind].about)}? <a href="${escapeHtml(
      footer.unsubscribe.pageUrl,
    )}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('\n');
}

export interface JoinMailInput {
  to: string;
  creatorName: string;
  joinerName: string;
  routineName: string;
  routineUrl: string;
  unsubscribe: UnsubscribeLinks;
}

export function joinMail(input: JoinMailInput): OutgoingMail {
  const footer: Footer = { kind: 'routine-joined', unsubscribe: input.unsubscribe };
  const subject = oneLine(`${input.joinerName} joined your routine "${input.routineName}"`);
  const text = [
    `Hi ${input.creatorName},`,
    '',
    `${input.joinerName} just joined your routine "${input.routineName}" on ${PRODUCT_NAME}.`,
    '',
    `See the leaderboard: ${input.routineUrl}`,
    '',
    unsubscribeLine(footer),
  ].join('\n');
  const html = layout(
    subject,
    [
      `Hi ${escapeHtml(input.creatorName)},`,
      `<strong>${escapeHtml(input.joinerName)}</strong> just joined your routine <strong>${escapeHtml(
        input.routineName,
      )}</strong> on ${escapeHtml(PRODUCT_NAME)}.`,
    ],
    { href: input.routineUrl, label: 'See the leaderboard' },
    footer,
  );
  return withUnsubscribe({ to: input.to, subject, text, html }, footer);
}

export interface FollowMailInput {
  to: string;
  followeeName: string;
  followerName: string;
  followerUrl: string;
  unsubscribe: UnsubscribeLinks;
}

export function followMail(input: FollowMailInput): OutgoingMail {
  const footer: Footer = { kind: 'new-follower', unsubscribe: input.unsubscribe };
  const subject = oneLine(`${input.followerName} started following you`);
  const text = [
    `Hi ${input.followeeName},`,
    '',
    `${input.followerName} started following you on ${PRODUCT_NAME}.`,
    '',
    `See their profile: ${input.followerUrl}`,
    '',
    unsubscribeLine(footer),
  ].join('\n');
  const html = layout(
    subject,
    [
      `Hi ${escapeHtml(input.followeeName)},`,
      `<strong>${escapeHtml(input.followerName)}</strong> started following you on ${escapeHtml(PRODUCT_NAME)}.`,
    ],
    { href: input.followerUrl, label: 'See their profile' },
    footer,
  );
  return withUnsubscribe({ to: input.to, subject, text, html }, footer);
}

export interface DigestMailInput {
  to: string;
  name: string;
  subject: string;
  intro: string;
  /** One sentence per line, plain text (escaped here for the HTML). */
  lines: readonly string[];
  link: { href: string; label: string };
  unsubscribe: UnsubscribeLinks;
}

/** The daily digest of a person's notifications (modules/notifications/digest.service.ts). */
export function digestMail(input: DigestMailInput): OutgoingMail {
  const footer: Footer = { kind: 'notification-digest', unsubscribe: input.unsubscribe };
  const subject = oneLine(input.subject);
  const text = [
    `Hi ${input.name},`,
    '',
    input.intro,
    '',
    ...input.lines.map((line) => `- ${line}`),
    '',
    `${input.link.label}: ${input.link.href}`,
    '',
    unsubscribeLine(footer),
  ].join('\n');
  const html = layout(
    subject,
    [`Hi ${escapeHtml(input.name)},`, escapeHtml(input.intro), ...input.lines.map(escapeHtml)],
    input.link,
    footer,
  );
  return withUnsubscribe({ to: input.to, subject, text, html }, footer);
}
