import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import { maintenancePlanCalls } from '@vve/contract/calls/maintenance-plan';
import { IconFileImport, IconGavel } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ExportLinks } from '../../components/export-links';
import { OfficePage } from '../../components/office-page';
import { QueryView } from '../../components/query-view';
import { Section } from '../../components/section';
import { ComplexChoice } from '../../features/office-complexes/components/complex-choice';
import { useMaintenancePlan } from '../../features/maintenance-plan/api/get-maintenance-plan';
import { usePlanVersion } from '../../features/maintenance-plan/api/get-plan-version';
import { AdoptDialog } from '../../features/maintenance-plan/components/adopt-dialog';
import { AdoptedNote } from '../../features/maintenance-plan/components/adopted-note';
import { ArchivedNote } from '../../components/archived-note';
import { LazyPlanChart } from '../../features/maintenance-plan/components/lazy-plan-chart';
import { LegalCheck } from '../../features/maintenance-plan/components/legal-check';
import { PlanComparisonView } from '../../features/maintenance-plan/components/plan-comparison-view';
import { PlanHistory } from '../../features/maintenance-plan/components/plan-history';
import { PlanLines } from '../../features/maintenance-plan/components/plan-lines';
import { PlanProposals } from '../../features/maintenance-plan/components/plan-proposals';
import { PlanTerms } from '../../features/maintenance-plan/components/plan-terms';
import { VersionChoice } from '../../features/maintenance-plan/components/version-choice';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { OfficeNotFound } from './office-not-found';
import { useIdParam } from './use-id-param';

/** The query parameter that names the adopted version shown (none: the draft). */
const VERSION_PARAM = 'version';

/** The adopted version the address names, or null for the draft (also for anything that is no id). */
const useVersionParam = () => {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get(VERSION_PARAM));
  const versionId = Number.isSafeInteger(id) && id > 0 ? id : null;
  const choose = (next: number | null) => {
    setParams(next === null ? {} : { [VERSION_PARAM]: String(next) });
  };
  return [versionId, choose] as const;
};

interface PlanViewProps {
  /** The version shown: the draft, or an adopted one. */
  plan: MaintenancePlan;
  draft: MaintenancePlan;
}

/**
 * A version of the plan: the legal check, the terms, the chart of costs against the reserve, the table of lines,
 * the inspections' proposals and the history. The draft of a complex in use is changed here; an adopted version
 * (kept as it is) says so and compares itself with the draft; an archived complex's plan is read only.
 */
const PlanView = ({ plan, draft }: PlanViewProps) => {
  const { t } = useTranslation();
  const [comparing, setComparing] = useState(false);
  const adoptedOn = plan.version.adoptedOn;
  const editable = !plan.complex.archived && adoptedOn === null;
  return (
    <Stack gap="xl">
      {plan.complex.archived && <ArchivedNote />}
      {adoptedOn !== null && (
        <AdoptedNote adoptedOn={adoptedOn} comparing={comparing} onCompare={setComparing} />
      )}
      {adoptedOn !== null && comparing && (
        <Section title={t('Compared with the draft')}>
          <PlanComparisonView adopted={plan} draft={draft} />
        </Section>
      )}
      <Section title={t('Legal check (art. 5:126 BW)')}>
        <LegalCheck plan={plan} editable={editable} />
      </Section>
      <Section title={t('Terms')}>
        <PlanTerms plan={plan} editable={editable} />
      </Section>
      <Section title={t('Costs and reserve per year')}>
        <LazyPlanChart plan={plan} />
      </Section>
      <Section title={t('Lines')}>
        <PlanLines plan={plan} editable={editable} />
      </Section>
      {plan.proposals.length > 0 && (
        <Section title={t('Proposed by inspections')}>
          <PlanProposals plan={plan} editable={editable} />
        </Section>
      )}
      <Section title={t('History')}>
        <PlanHistory history={plan.history} />
      </Section>
    </Stack>
  );
};

/** The draft's or an adopted version's plan of the complex in the path, once loaded. */
const ComplexPlan = ({ complexId, versionId }: { complexId: number; versionId: number | null }) => {
  const { t } = useTranslation();
  const draft = useMaintenancePlan(complexId);
  const version = usePlanVersion(versionId ?? 0, versionId !== null);
  return (
    <QueryView query={draft} skeleton={{ lines: 8 }} notFound={t('This complex was not found.')}>
      {(loadedDraft) =>
        versionId === null ? (
          <PlanView key="draft" plan={loadedDraft} draft={loadedDraft} />
        ) : (
          <QueryView
            query={version}
            skeleton={{ lines: 8 }}
            notFound={t('This version of the plan was not found.')}
          >
            {(shown) => (
              <PlanView
                key={versionId}
                plan={shown.version.adoptedOn === null ? loadedDraft : shown}
                draft={loadedDraft}
              />
            )}
          </QueryView>
        )
      }
    </QueryView>
  );
};

interface VersionActionsProps {
  draft: MaintenancePlan;
  versionId: number | null;
  onVersion: (versionId: number | null) => void;
}

/**
 * Beside the title: which version shows, its export (the workbook, and the report for the owners), and on the draft
 * of a complex in use 'Import lines' and 'Adopt'.
 */
const VersionActions = ({ draft, versionId, onVersion }: VersionActionsProps) => {
  const { t } = useTranslation();
  const [adopting, setAdopting] = useState(false);
  const inUse = versionId === null && !draft.complex.archived;
  const adoptable = inUse && draft.version.id !== null;
  const shownId = versionId ?? draft.version.id;
  return (
    <Group gap="sm" align="flex-end">
      <VersionChoice versions={draft.versions} value={versionId} onChange={onVersion} />
      {shownId !== null && (
        <ExportLinks
          call={maintenancePlanCalls.exportPlanVersion}
          params={{ id: shownId }}
          label={t('Export plan')}
          title={t('This version of the plan: the table as a workbook, or the document for the owners')}
          formats={[
            { format: 'xlsx', label: t('Excel') },
            { format: 'pdf', label: t('PDF') },
          ]}
        />
      )}
      {inUse && (
        <Button
          component={Link}
          to={generatePath(officeRoutes.planImport, { id: String(draft.complex.id) })}
          variant="default"
          leftSection={<IconFileImport aria-hidden size={18} />}
        >
          {t('Import lines')}
        </Button>
      )}
      {adoptable && (
        <Button
          leftSection={<IconGavel aria-hidden size={18} />}
          onClick={() => {
            setAdopting(true);
          }}
        >
          {t('Adopt')}
        </Button>
      )}
      {adopting && (
        <AdoptDialog
          complexId={draft.complex.id}
          onClose={() => {
            setAdopting(false);
          }}
        />
      )}
    </Group>
  );
};

/**
 * The long-term maintenance plan (MJOP): a complex chosen by name (it is part of the address), then its plan: the
 * legal check of art. 5:126 BW, the terms, the costs per year against the reserve fund, the lines per year, what
 * the inspections propose and what was accepted. The draft is changed and adopted here; adopted versions are
 * shown as they are (`?version=`), and compared with the draft.
 */
export const MaintenancePlanScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chosen = useParams().id !== undefined;
  const id = useIdParam();
  const [versionId, setVersionId] = useVersionParam();
  const draft = useMaintenancePlan(id ?? 0, id !== null);
  if (chosen && id === null) return <OfficeNotFound />;
  const naam = draft.data?.complex.naam;
  return (
    <OfficePage
      title={naam ? t('Maintenance plan of {{complex}}', { complex: naam }) : t('Maintenance plan')}
      actions={
        draft.data && <VersionActions draft={draft.data} versionId={versionId} onVersion={setVersionId} />
      }
    >
      <Box maw={420}>
        <ComplexChoice
          value={id}
          onChange={(complexId) => {
            if (complexId !== null) {
              void navigate(generatePath(officeRoutes.complexMaintenancePlan, { id: String(complexId) }));
            }
          }}
        />
      </Box>
      {id === null ? (
        <Text c="gray.7">{t('Choose a complex to see its long-term maintenance plan.')}</Text>
      ) : (
        <ComplexPlan complexId={id} versionId={versionId} />
      )}
    </OfficePage>
  );
};
