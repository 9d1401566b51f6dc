import { useParams } from 'react-router';

/** The record's id in the page's path (`:id`), or null when it is no positive whole number (not found). */
export const useIdParam = (): number | null => {
  const id = Number(useParams().id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
