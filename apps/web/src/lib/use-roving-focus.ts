import { useState, type KeyboardEvent } from 'react';

const ITEM = 'data-roving-item';

/** The item the key moves to from `index` among `count`, or undefined for a key that moves nothing. */
const target = (key: string, index: number, count: number): number | undefined => {
  if (key === 'ArrowDown') return Math.min(index + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
};

/**
 * One tab stop for a list of links (roving focus): Tab enters the list at the item last focused, the arrow
 * keys move up and down (Home and End to the first and last), Enter opens the link as any link does. Put
 * `onKeyDown` on the list and `itemProps(index)` on each link.
 */
export const useRovingFocus = (count: number) => {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(count - 1, 0));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${ITEM}]`)];
    const index = items.findIndex((item) => item === document.activeElement);
    if (index === -1) return;
    const next = target(event.key, index, items.length);
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };
  const itemProps = (index: number) => ({
    [ITEM]: '',
    tabIndex: index === current ? 0 : -1,
    onFocus: () => {
      setActive(index);
    },
  });
  return { onKeyDown, itemProps };
};
