/**
 * Who may see a finished session (issue 33): everyone signed in, the owner's followers, or only the owner.
 * A session without its own choice follows the owner's default, which starts at 'only-me' (history was
 * private by default before sessions had a visibility). The owner always sees their own.
 */
export const SESSION_VISIBILITIES = ['public', 'followers', 'only-me'] as const;
export type SessionVisibility = (typeof SESSION_VISIBILITIES)[number];

export const DEFAULT_SESSION_VISIBILITY: SessionVisibility = 'only-me';

/** How the viewer stands to the session's owner. */
export interface ViewerRelation {
  isOwner: boolean;
  /** The viewer follows the owner. */
  follows: boolean;
}

/** The visibilities a viewer may see of someone's sessions. */
export function visibilitiesSeenBy({ isOwner, follows }: ViewerRelation): readonly SessionVisibility[] {
  if (isOwner) return SESSION_VISIBILITIES;
  return follows ? ['public', 'followers'] : ['public'];
}

/** The session's own visibility, else the owner's default. */
export function effectiveVisibility(
  own: SessionVisibility | null,
  ownerDefault: SessionVisibility,
): SessionVisibility {
  return own ?? ownerDefault;
}

export function maySeeSession(visibility: SessionVisibility, relation: ViewerRelation): boolean {
  return visibilitiesSeenBy(relation).includes(visibility);
}

export function isSessionVisibility(value: unknown): value is SessionVisibility {
  return (SESSION_VISIBILITIES as readonly unknown[]).includes(value);
}
