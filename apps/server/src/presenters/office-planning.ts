import type { OfficeAspect, OfficeTask } from '@vve/contract/calls/office-planning';
import { storedRepeat, type OfficeAspectRow, type OfficeTaskRow } from '../queries/office-planning';
import { presentRegisterElement } from './aspect-element';

/** An aspect of a complex with its elements, as the back office plans it. */
export const presentOfficeAspect = ({ aspect, typeName, elements }: OfficeAspectRow): OfficeAspect => ({
  id: aspect.id,
  aspectType: { id: aspect.aspectTypeId, name: typeName },
  name: aspect.name,
  elements: elements.map(presentRegisterElement),
});

/** A planned inspection task as the back office shows it. */
export const presentOfficeTask = ({
  task,
  aspectName,
  supplierName,
  started,
}: OfficeTaskRow): OfficeTask => ({
  id: task.id,
  aspect: { id: task.aspectId, name: aspectName },
  supplier: { id: task.supplierId, naam: supplierName },
  scheduledDate: task.scheduledDate,
  repeat: storedRepeat(task),
  performedAt: task.performedAt?.toISOString() ?? null,
  started,
});
