import type { InspectionEdit } from '../inspection-store';
import { OkButton } from './ok-button';
import { UnsavedChanges } from './unsaved-changes';

/** The header of an inspection's location and element screens: whether it has unsaved changes, and OK. */
export const InspectionPartActions = ({
  inspectionId,
  edit,
}: {
  inspectionId: number;
  edit: InspectionEdit | undefined;
}) => (
  <>
    <UnsavedChanges edit={edit} />
    <OkButton inspectionId={inspectionId} />
  </>
);
