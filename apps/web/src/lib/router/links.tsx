import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useEffect } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  /** An absolute path in the app, with any query and fragment. */
  to: string;
}

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
function leavesToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/** A real link (it opens in a new tab, works before the app runs) that moves within the app when clicked. */
export function Link({ to, replace, state, preventScrollReset, onClick, target, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || leavesToBrowser(event, target)) return;
        event.preventDefault();
        navigate(to, { replace, state, preventScrollReset });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Current only on this exact path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
}

/** Whether a link to `to` is the current page: the same path, or (without `end`) a page below it. */
export function isLinkActive(to: string, pathname: string, end = false): boolean {
  const target = to.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase();
  const current = pathname.replace(/\/+$/, '').toLowerCase();
  if (current === target) return true;
  // Every path is below the root: a link to it is current only there.
  return !end && target !== '' && current.startsWith(`${target}/`);
}

/** A navigation link that knows whether it is the current page (aria-current="page" when it is). */
export function NavLink({ to, end, className, children, ...link }: NavLinkProps) {
  const isActive = isLinkActive(to, useLocation().pathname, end);
  return (
    <Link
      {...link}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
}

/** Moves to `to` once drawn: a redirect decided while rendering. */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one move per redirect drawn.
  useEffect(() => {
    navigate(to, { replace, state });
  }, [to]);
  return null;
}
