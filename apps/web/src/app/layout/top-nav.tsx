import { helloUser, loginRedirectPath, PLUS_LABEL, PRODUCT_NAME } from '@stryd/domain';
import { Crown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { LogoMark } from '../../lib/ui/logo-mark';
import { buttonStyles } from '../../lib/ui/styles';
import { NotificationBell } from './notification-bell';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

/** Pages that already offer their own way to sign in, so the header does not repeat it. */
const AUTH_PAGES = new Set(['/welcome', '/login', '/signup', '/auth-callback']);

export function TopNav() {
  const { user, isPending, isPaid } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const loginHref = location.pathname === '/' ? '/login' : loginRedirectPath(here);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-4 lg:max-w-7xl">
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded-lg py-1 pr-1 font-bold text-fg">
          <LogoMark className="h-8 w-8 shrink-0" />
          <span className={`truncate text-lg tracking-tight ${user ? 'sr-only sm:not-sr-only' : ''}`}>
            {isPaid ? PLUS_LABEL : PRODUCT_NAME}
          </span>
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <ThemeToggle />
          {isPending ? null : user ? (
            <>
              <Link to="/upgrade" className={buttonStyles.small}>
                <Crown aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only sm:not-sr-only">{isPaid ? 'Plans' : 'Upgrade'}</span>
              </Link>
              <NotificationBell />
              <span className="max-w-[9rem] truncate text-sm font-medium sm:max-w-[14rem]">
                {helloUser(user.username)}
              </span>
              <UserMenu user={user} />
            </>
          ) : AUTH_PAGES.has(location.pathname) ? null : (
            <Link to={loginHref} className={buttonStyles.small}>
              Log in
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
