import { Component, type ReactNode } from 'react';
import { useLocation } from '../lib/router';

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
  /** The history entry shown: moving to another one clears a caught error. */
  locationKey: string;
}

class Boundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    // A fresh error is stamped with the entry it happened on; leaving that entry gives the page a new try.
    if (state.failedAt === '') return { failedAt: props.locationKey };
    if (state.failedAt !== null && state.failedAt !== props.locationKey) return { failedAt: null };
    return null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : this.props.fallback;
  }
}

/**
 * Shows `fallback` in place of children that threw while loading or rendering (React reports the error on
 * the console; the visitor sees no stack trace), until the visitor goes to another page.
 */
export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <Boundary fallback={fallback} locationKey={key}>
      {children}
    </Boundary>
  );
}
