import { useEffect, useRef } from 'react';

/**
 * Scrolls an element into sight within its scrolling panel when it appears and whenever `key` changes (with
 * `onAppear` false: only when `key` changes), so that new content in the panel is not left out of view.
 * Answers the ref to put on the element.
 */
export const useReveal = <T extends HTMLElement>(key: unknown, { onAppear = true } = {}) => {
  const ref = useRef<T>(null);
  const shownKey = useRef(onAppear ? Symbol('not shown yet') : key);
  useEffect(() => {
    if (Object.is(shownKey.current, key)) return;
    shownKey.current = key;
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [key]);
  return ref;
};
