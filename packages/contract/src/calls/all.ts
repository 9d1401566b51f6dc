import { announcementsCalls } from './announcements';
import { documentsCalls } from './documents';
import { meetingsCalls } from './meetings';
import { meetingVotesCalls } from './meeting-votes';
import { aspectsCalls } from './aspects';
import { aspectRegisterCalls } from './aspect-register';
import { bcfCalls } from './bcf';
import { bimCalls } from './bim';
import { budgetsCalls } from './budgets';
import { ledgerCalls } from './ledger';
import { calendarCalls } from './calendar';
import { conditionMapCalls } from './condition-map';
import { contractsCalls } from './contracts';
import { detailsCalls } from './details';
import { filesCalls } from './files';
import { financeCalls } from './finance';
import { inspectionsCalls } from './inspections';
import { maintenancePlanCalls } from './maintenance-plan';
import { modelRequestsCalls } from './model-requests';
import { officeCalls } from './office';
import { officeComplexesCalls } from './office-complexes';
import { officeConditionsCalls } from './office-conditions';
import { officeImportCalls } from './office-import';
import { officePeopleCalls } from './office-people';
import { officePlanningCalls } from './office-planning';
import { officeRegisterCalls } from './office-register';
import { officeSearchCalls } from './office-search';
import { officeSuppliersCalls } from './office-suppliers';
import { officeRelationsCalls } from './office-relations';
import { officeWorkOrdersCalls } from './office-work-orders';
import { officeDeliveriesCalls } from './office-deliveries';
import { officeExportsCalls } from './office-exports';
import { notificationsCalls } from './notifications';
import { passwordCalls } from './passwords';
import { reportsCalls } from './requests';
import { requestMessagesCalls } from './request-messages';
import { schedulesCalls } from './schedules';
import { sessionCalls } from './session';
import { tenantCalls } from './tenant';
import { workAssignmentsCalls } from './work-assignments';

/** Every call of spec §7, for tooling that iterates over them; the keys are unique across areas. */
export const allCalls = {
  ...sessionCalls,
  ...detailsCalls,
  ...financeCalls,
  ...budgetsCalls,
  ...ledgerCalls,
  ...tenantCalls,
  ...reportsCalls,
  ...contractsCalls,
  ...workAssignmentsCalls,
  ...inspectionsCalls,
  ...schedulesCalls,
  ...aspectsCalls,
  ...aspectRegisterCalls,
  ...filesCalls,
  ...bimCalls,
  ...bcfCalls,
  ...conditionMapCalls,
  ...modelRequestsCalls,
  ...officeCalls,
  ...officeWorkOrdersCalls,
  ...officeComplexesCalls,
  ...officeImportCalls,
  ...requestMessagesCalls,
  ...officePeopleCalls,
  ...officeRelationsCalls,
  ...passwordCalls,
  ...notificationsCalls,
  ...officeDeliveriesCalls,
  ...announcementsCalls,
  ...documentsCalls,
  ...meetingsCalls,
  ...meetingVotesCalls,
  ...calendarCalls,
  ...officeExportsCalls,
  ...officeSuppliersCalls,
  ...officePlanningCalls,
  ...officeConditionsCalls,
  ...officeRegisterCalls,
  ...maintenancePlanCalls,
  ...officeSearchCalls,
};
