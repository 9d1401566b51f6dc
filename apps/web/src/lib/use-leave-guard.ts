import { useEffect, useEffectEvent, useState } from 'react';
import { APP_BASE } from './app-base';
import { guardLeaving } from './leave-request';

/** The app's path of a URL path (`/app/reports` → `/reports`). */
const appPath = (pathname: string): string =>
  pathname.startsWith(APP_BASE) ? `/${pathname.slice(APP_BASE.length)}` : pathname;

/** React Router's position in the browser's history, which it keeps in each entry's state. */
const historyIndex = (state: unknown): number | undefined =>
  typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number'
    ? state.idx
    : undefined;

/**
 * While `active`, leaving for a path that `stays` does not accept asks first: by the header's Back
 * (`requestLeave`), by the browser's back and forward buttons, by links, and by closing or reloading the tab
 * (the browser's own question). A browser step is undone until the user says yes (its popstate never reaches the
 * router), a link does not go. Answers the pending question: whether it is open, and how to answer it.
 */
export const useLeaveGuard = (active: boolean, stays: (path: string) => boolean) => {
  const [leaving, setLeaving] = useState<(() => void) | undefined>(undefined);
  const staysFor = useEffectEvent(stays);

  useEffect(() => {
    if (!active) return undefined;
    let index = historyIndex(window.history.state);
    let undoing = false;
    let released = false;
    const question = (leave: () => void) => {
      setLeaving(() => () => {
        released = true;
        leave();
      });
    };
    const onPopState = (event: PopStateEvent) => {
      if (released) return;
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const to = historyIndex(event.state);
      if (staysFor(appPath(window.location.pathname)) || to === undefined || index === undefined) {
        index = to;
        return;
      }
      event.stopImmediatePropagation();
      const steps = index - to;
      undoing = true;
      window.history.go(steps);
      question(() => {
        window.history.go(-steps);
      });
    };
    const onClick = (event: MouseEvent) => {
      if (released || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (
        !(link instanceof HTMLAnchorElement) ||
        link.target === '_blank' ||
        link.origin !== window.location.origin
      )
        return;
      if (staysFor(appPath(link.pathname))) return;
      event.preventDefault();
      question(() => {
        link.click();
      });
    };
    // Closing or reloading the tab: the browser asks in its own words.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const stopGuarding = guardLeaving({ ask: question, onPopState });
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      stopGuarding();
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);

  return {
    asking: leaving !== undefined,
    leave: () => {
      leaving?.();
      setLeaving(undefined);
    },
    stay: () => {
      setLeaving(undefined);
    },
  };
};
