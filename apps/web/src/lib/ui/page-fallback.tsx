/** Shown in the content area while a route's code loads. */
export function PageFallback() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status">
      <span
        className="h-8 w-8 animate-spin rounded-full motion-reduce:animate-none border-4 border-border border-t-accent"
        aria-hidden="true"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
