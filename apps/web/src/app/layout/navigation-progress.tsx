import { useNavigation } from 'react-router';
import { useAfterHydration } from '../../lib/use-after-hydration';

/**
 * A thin bar at the top while the next page's code or data loads. Never part of the page the server drew:
 * the router may already be loading the next page when React takes this one over (offline, a page kept
 * for another address moves on to the one asked for), and a bar drawn then would not match the page.
 */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  return useAfterHydration() && loading ? (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent motion-reduce:animate-none"
      aria-hidden="true"
    />
  ) : null;
}
