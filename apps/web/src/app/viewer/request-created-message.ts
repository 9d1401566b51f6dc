import { REQUEST_CREATED } from '../../lib/viewer-paths';
import { hasAppWindow } from './back-to-app';

/**
 * Tells the app's window (bimDetails, which opened this one with fromApp) that a request was created, so that
 * it shows recentReports. Only the app's own origin may read it.
 */
export const postRequestCreated = (fromApp: boolean): boolean => {
  if (!hasAppWindow(fromApp)) return false;
  (window.opener as Window).postMessage({ type: REQUEST_CREATED }, window.location.origin);
  return true;
};
