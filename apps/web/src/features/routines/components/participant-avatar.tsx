/** A participant's picture, or their initial when they have none (decorative: the name is next to it). */
export function ParticipantAvatar({ username, imageLink }: { username: string; imageLink: string }) {
  if (imageLink) {
    return (
      <img src={imageLink} alt="" className="h-9 w-9 shrink-0 rounded-full object-cover" loading="lazy" />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-bold uppercase text-accent-text"
    >
      {username.slice(0, 1) || '?'}
    </span>
  );
}
