import { createContext } from 'react';

/**
 * The nonce of the page being drawn (the server's CSP names it), for the framework's inline scripts. Set by
 * entry.server.tsx only: it is not part of the page's data, and in the browser the scripts already ran.
 */
export const NonceContext = createContext<string | undefined>(undefined);
