import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Where the page keeps a link's token once it is out of the address bar: the history entry's state. */
interface TokenState {
  linkToken?: unknown;
}

/**
 * The token of the link an email led to (`?token=…`), taken out of the address bar at once and kept in the history
 * entry instead: a reload still has it, while later requests' Referer, the browser's history and a shoulder do not.
 */
export const useLinkToken = (): string => {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = new URLSearchParams(location.search).get('token');
  const kept = (location.state as TokenState | null)?.linkToken;
  const token = fromAddress ?? (typeof kept === 'string' ? kept : '');
  useEffect(() => {
    if (fromAddress === null) return;
    const rest = new URLSearchParams(location.search);
    rest.delete('token');
    const search = rest.size > 0 ? `?${rest.toString()}` : '';
    void navigate(`${location.pathname}${search}${location.hash}`, {
      replace: true,
      state: { linkToken: fromAddress } satisfies TokenState,
    });
  }, [fromAddress, location.pathname, location.search, location.hash, navigate]);
  return token;
};
