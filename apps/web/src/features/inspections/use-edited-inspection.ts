import { useEffect } from 'react';
import { combineQueries, type QueryState } from '../../lib/query-state';
import { useInspection } from './api/get-inspection';
import { readInspectionDraft } from './inspection-drafts';
import { startEdit, useInspectionEdit, type InspectionEdit } from './inspection-store';

/**
 * The unsaved state of an inspection as a query's data, loaded on first use; the location and element screens
 * opened directly load it too.
 */
export const useEditedInspection = (id: number): QueryState<InspectionEdit> => {
  const query = useInspection(id);
  const edit = useInspectionEdit(id);
  useEffect(() => {
    if (query.data) startEdit(query.data, readInspectionDraft(query.data.id));
  }, [query.data]);
  return combineQueries([query], edit);
};
