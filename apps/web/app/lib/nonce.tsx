/**
 * The Content-Security-Policy nonce of this page (decision 0016). The server makes one per
 * answer (apps/api/src/lib/security-headers.ts) and passes it in the load context; the inline
 * scripts the app needs carry it. In the browser the nonce attribute of rendered scripts is
 * hidden from the DOM, so the value is read once from a script's `nonce` property.
 */
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

let browserNonce: string | undefined;
function readBrowserNonce() {
  if (browserNonce === undefined && typeof document !== 'undefined') {
    browserNonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  }
  return browserNonce || undefined;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? readBrowserNonce();
}
