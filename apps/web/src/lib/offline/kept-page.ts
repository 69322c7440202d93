import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** The meta tag by which a drawn page names the address it was drawn for (root.tsx). */
export const DRAWN_ADDRESS_META = 'stryd-drawn-address';

/** The address the browser asked for, when the page it got was drawn for another (offline, see below). */
let addressToResume: string | null = null;

/** An address as the browser keeps it and as a request carries it, compared without its encoding. */
export function sameAddress(a: string, b: string): boolean {
  const plain = (address: string) => {
    try {
      return decodeURI(address);
    } catch {
      return address;
    }
  };
  return plain(a) === plain(b);
}

/**
 * Run before the app hydrates. Offline, the service worker may answer a page load with a page kept for
 * another address (build/pwa.ts `keptPageForAnotherAddress`). Hydrating it at this address would match
 * another screen than the one drawn, and React would leave both on screen. So the browser's address is
 * set back to the one the page was drawn for (no new history entry), the app hydrates that page as drawn,
 * and then moves to the address asked for, in the browser, as a tap on a link would (useResumeAddress).
 */
export function adoptKeptPage(): void {
  const drawn = document.querySelector<HTMLMetaElement>(`meta[name="${DRAWN_ADDRESS_META}"]`)?.content;
  const here = location.pathname + location.search;
  if (!drawn || sameAddress(drawn, here)) return;
  addressToResume = here + location.hash;
  history.replaceState(history.state, '', drawn);
}

/** Once the app has hydrated a page kept for another address: on to the address asked for. */
export function useResumeAddress(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const to = addressToResume;
    addressToResume = null;
    if (to) void navigate(to, { replace: true });
  }, [navigate]);
}
