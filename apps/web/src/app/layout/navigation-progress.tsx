import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code or data loads. */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  return loading ? (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent motion-reduce:animate-none"
      aria-hidden="true"
    />
  ) : null;
}
