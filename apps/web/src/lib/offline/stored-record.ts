/**
 * A record of plain values kept as JSON in local storage under one key, read and written whole: for the small
 * maps the offline queue keeps beside IndexedDB, which the screens read at once. Blocked storage keeps nothing.
 */
export const createStoredRecord = <T>(key: string) => {
  const readText = (): string => {
    try {
      return localStorage.getItem(key) ?? '{}';
    } catch {
      return '{}';
    }
  };

  const parse = (text: string): Partial<Record<string, T>> => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null ? value : {};
    } catch {
      return {};
    }
  };

  /** Sets one entry, keeping the others. */
  const set = (entry: string | number, value: T): void => {
    try {
      localStorage.setItem(key, JSON.stringify({ ...parse(readText()), [entry]: value }));
    } catch {
      // storage blocked: nothing is kept
    }
  };

  return { readText, parse, read: () => parse(readText()), set };
};
