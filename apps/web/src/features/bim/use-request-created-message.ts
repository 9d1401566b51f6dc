import { useEffect, useRef } from 'react';
import { REQUEST_CREATED } from '../../lib/viewer-paths';

const isRequestCreated = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === REQUEST_CREATED;

/**
 * Calls `onCreated` when the 3D viewer (opened from the app) posts that it created a request (spec §2). Only
 * messages from the app's own origin count; any other origin or type is ignored.
 */
export const useRequestCreatedMessage = (onCreated: () => void): void => {
  const latest = useRef(onCreated);
  useEffect(() => {
    latest.current = onCreated;
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isRequestCreated(event.data)) return;
      latest.current();
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
    };
  }, []);
};
