import { PRODUCT_NAME } from '@stryd/domain';
import type { OutgoingMail } from '../../adapters/email/mailer';

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

function layout(title: string, paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  return [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5">',
    body,
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(PRODUCT_NAME)} — fitness, your way</p>`,
    '</body></html>',
  ].join('\n');
}

export interface JoinMailInput {
  to: string;
  creatorName: string;
  joinerName: string;
  routineName: string;
  routineUrl: string;
}

export function joinMail(input: JoinMailInput): OutgoingMail {
  const subject = oneLine(`${input.joinerName} joined your routine "${input.routineName}"`);
  const text = [
    `Hi ${input.creatorName},`,
    '',
    `${input.joinerName} just joined your routine "${input.routineName}" on ${PRODUCT_NAME}.`,
    '',
    `See the leaderboard: ${input.routineUrl}`,
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
  );
  return { to: input.to, subject, text, html };
}

export interface FollowMailInput {
  to: string;
  followeeName: string;
  followerName: string;
  followerUrl: string;
}

export function followMail(input: FollowMailInput): OutgoingMail {
  const subject = oneLine(`${input.followerName} started following you`);
  const text = [
    `Hi ${input.followeeName},`,
    '',
    `${input.followerName} started following you on ${PRODUCT_NAME}.`,
    '',
    `See their profile: ${input.followerUrl}`,
  ].join('\n');
  const html = layout(
    subject,
    [
      `Hi ${escapeHtml(input.followeeName)},`,
      `<strong>${escapeHtml(input.followerName)}</strong> started following you on ${escapeHtml(PRODUCT_NAME)}.`,
    ],
    { href: input.followerUrl, label: 'See their profile' },
  );
  return { to: input.to, subject, text, html };
}
