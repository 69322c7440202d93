import type { ReactNode } from 'react';
import { Avatar } from '../../../lib/ui/avatar';
import { cardStyles } from '../../../lib/ui/styles';
import type { UserProfile } from '../api/get-user-profile';
import { RankButton } from './rank-button';

const formatCount = (n: number) => n.toLocaleString('en-US');

export interface ProfileHeaderProps {
  profile: UserProfile;
  isSelf: boolean;
  /** The Follow/Following button (or nothing). */
  action?: ReactNode;
}

/**
 * docs/product.md#member-profile: avatar, username, rank (opens the rank table), followers, following, total
 * XP, interests.
 */
export function ProfileHeader({ profile, isSelf, action }: ProfileHeaderProps) {
  const stats = [
    { label: 'Followers', value: profile.socials.followersCount },
    { label: 'Following', value: profile.socials.followingsCount },
    { label: 'Total XP', value: profile.totalXP },
  ];
  const interests = profile.interests.workoutInterests;
  return (
    <section aria-labelledby="profile-heading" className={cardStyles}>
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <Avatar username={profile.username} imageLink={profile.profileImageLink} size="lg" />
        <div className="w-full min-w-0 flex-1">
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <h1 id="profile-heading" className="truncate text-2xl font-bold tracking-tight sm:text-3xl">
                {profile.username}
              </h1>
              <div className="mt-2">
                <RankButton totalXP={profile.totalXP} username={profile.username} isSelf={isSelf} />
              </div>
            </div>
            {action}
          </div>
          <dl className="mt-4 grid grid-cols-3 gap-2">
            {stats.map(({ label, value }) => (
              <div
                key={label}
                className="flex flex-col-reverse rounded-xl bg-surface-2 px-3 py-2 text-center"
              >
                <dt className="text-xs font-medium text-muted">{label}</dt>
                <dd
                  className="text-lg font-bold tabular-nums"
                  data-testid={`stat-${label.toLowerCase().replace(' ', '-')}`}
                >
                  {formatCount(value)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="mt-4">
        <h2 className="text-sm font-semibold text-muted">Interests</h2>
        {interests.length > 0 ? (
          <ul className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
            {interests.map((interest) => (
              <li
                key={interest}
                className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm font-medium text-fg"
              >
                {interest}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-muted">
            {isSelf ? 'Answer the questionnaire to add your interests.' : 'No interests yet.'}
          </p>
        )}
      </div>
    </section>
  );
}
