import { useEffect } from 'react';
import { useInspection } from './api/get-inspection';
import { readInspectionDraft } from './inspection-drafts';
import { startEdit, useInspectionEdit } from './inspection-store';

/**
 * The unsaved state of an inspection, loaded on first use; the location and element screens opened directly load
 * it too. `query` tells whether the load failed.
 */
export const useEditedInspection = (id: number) => {
  const query = useInspection(id);
  const edit = useInspectionEdit(id);
  useEffect(() => {
    if (query.data) startEdit(query.data, readInspectionDraft(query.data.id));
  }, [query.data]);
  return { edit, query };
};
