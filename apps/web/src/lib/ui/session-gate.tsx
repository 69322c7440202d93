import { loginRedirectPath } from '@stryd/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session';
import { PageFallback } from './page-fallback';
import { UpgradePanel } from './upgrade-panel';

export interface SessionGateProps {
  children: ReactNode;
  /** Free users see the 'Upgrade to Plus' panel with this message instead of the children. */
  premiumMessage?: string;
}

/**
 * Mirrors the server's gates (docs/engineering.md#server-is-the-authority): signed-out visitors go to
 * /login?redirectTo={this page}; with premiumMessage, free users get the upsell. The server still enforces
 * both.
 */
export function SessionGate({ children, premiumMessage }: SessionGateProps) {
  const { user, isPending, isPaid } = useSession();
  const location = useLocation();
  if (isPending) return <PageFallback />;
  if (!user) {
    return <Navigate to={loginRedirectPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (premiumMessage && !isPaid) return <UpgradePanel message={premiumMessage} />;
  return <>{children}</>;
}
