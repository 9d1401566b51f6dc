import { Box, Button, Grid, Group, Stack, Text } from '@mantine/core';
import type { OfficePlanning, PlanningChoices } from '@vve/contract/calls/office-planning';
import { officeRegisterCalls } from '@vve/contract/calls/office-register';
import { IconFileImport } from '@tabler/icons-react';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { ArchivedNote } from '../../components/archived-note';
import { ExportLinks } from '../../components/export-links';
import { QueryView } from '../../components/query-view';
import { Section } from '../../components/section';
import { useComplexConditions } from '../../features/office-planning/api/get-complex-conditions';
import { useOfficePlanning } from '../../features/office-planning/api/get-office-planning';
import { usePlanningChoices } from '../../features/office-planning/api/get-planning-choices';
import { AspectList } from '../../features/office-planning/components/aspect-list';
import { ConditionOverview } from '../../features/office-planning/components/condition-overview';
import { OpenTasks, PerformedTasks } from '../../features/office-planning/components/task-table';
import { useTranslation } from '../../lib/i18n/i18n';
import { aspectLabel } from '../../lib/known-values';
import { officeRoutes } from '../../lib/office-routes';
import { ComplexChoice } from '../../features/office-complexes/components/complex-choice';
import { OfficeNotFound } from './office-not-found';
import { OfficePage } from '../../components/office-page';

/** The element register as a file: exported as CSV or Excel, and (while the complex is in use) imported. */
const RegisterFileActions = ({ complexId, editable }: { complexId: number; editable: boolean }) => {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <ExportLinks
        call={officeRegisterCalls.exportRegister}
        params={{ id: complexId }}
        label={t('Export register')}
        title={t('Every element of the complex, with the columns the import reads')}
      />
      {editable && (
        <Button
          component={Link}
          to={generatePath(officeRoutes.registerImport, { id: String(complexId) })}
          variant="default"
          leftSection={<IconFileImport aria-hidden size={18} />}
        >
          {t('Import register')}
        </Button>
      )}
    </Group>
  );
};

/** A complex's condition overview, once loaded. */
const ComplexConditionsView = ({ complexId }: { complexId: number }) => {
  const conditions = useComplexConditions(complexId);
  return (
    <QueryView query={conditions} skeleton={{ lines: 4 }}>
      {(loaded) => <ConditionOverview conditions={loaded} />}
    </QueryView>
  );
};

/** A complex's planning: its aspects with their elements on the left, its inspection tasks on the right. */
const PlanningView = ({ planning, choices }: { planning: OfficePlanning; choices: PlanningChoices }) => {
  const { t } = useTranslation();
  const editable = !planning.complex.archived;
  const aspects = planning.aspects.map((aspect) => ({ id: aspect.id, name: aspectLabel(aspect, t) }));
  return (
    <Stack gap="xl">
      {!editable && <ArchivedNote />}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Section title={t('Aspects and their elements')}>
            <AspectList
              complexId={planning.complex.id}
              aspects={planning.aspects}
              types={choices.aspectTypes}
              editable={editable}
            />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="xl">
            <Section title={t('Planned inspection tasks')}>
              <OpenTasks
                tasks={planning.openTasks}
                aspects={aspects}
                suppliers={choices.suppliers}
                editable={editable}
              />
            </Section>
            <Section title={t('Recently performed tasks')}>
              <PerformedTasks tasks={planning.performedTasks} />
            </Section>
            <Section title={t('Condition (NEN 2767)')}>
              <ComplexConditionsView complexId={planning.complex.id} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
};

/** The planning of the complex in the path, once its planning and the choices are loaded. */
const ComplexPlanning = ({ complexId }: { complexId: number }) => {
  const { t } = useTranslation();
  const planning = useOfficePlanning(complexId);
  const choices = usePlanningChoices();
  return (
    <QueryView query={planning} skeleton={{ lines: 8 }} notFound={t('This complex was not found.')}>
      {(loaded) => (
        <QueryView query={choices} skeleton={{ lines: 4 }}>
          {(chosen) => <PlanningView planning={loaded} choices={chosen} />}
        </QueryView>
      )}
    </QueryView>
  );
};

/**
 * Maintenance planning: a complex chosen by name (it is part of the address), then its aspects (a type and perhaps
 * a name of their own) with their elements, and its planned inspection tasks (an aspect, a supplier, a date and a
 * repeat that plans the next task when one is performed).
 */
export const PlanningScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const valid = id === null || (Number.isSafeInteger(id) && id > 0);
  const planning = useOfficePlanning(id ?? 0, valid && id !== null);
  if (!valid) return <OfficeNotFound />;
  const naam = planning.data?.complex.naam;
  return (
    <OfficePage
      title={naam ? t('Maintenance planning of {{complex}}', { complex: naam }) : t('Maintenance planning')}
      actions={
        id !== null &&
        planning.data && <RegisterFileActions complexId={id} editable={!planning.data.complex.archived} />
      }
    >
      <Box maw={420}>
        <ComplexChoice
          value={id}
          onChange={(complexId) => {
            if (complexId !== null) {
              void navigate(generatePath(officeRoutes.complexPlanning, { id: String(complexId) }));
            }
          }}
        />
      </Box>
      {id === null ? (
        <Text c="gray.7">{t('Choose a complex to see and plan its maintenance.')}</Text>
      ) : (
        <ComplexPlanning complexId={id} />
      )}
    </OfficePage>
  );
};
