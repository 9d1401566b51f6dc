import { useSearchParams } from 'react-router';

/**
 * A list's filters, kept in the URL beside its page (`?text=…&archived=true`): the params the screen reads them
 * from, and a change of one, which starts the list at its first page (an empty value removes the filter).
 */
export const useListFilter = () => {
  const [params, setParams] = useSearchParams();
  const setFilter = (name: string, value: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (value === '') next.delete(name);
      else next.set(name, value);
      return next;
    });
  };
  return [params, setFilter] as const;
};
