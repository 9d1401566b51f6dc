import { Anchor, Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OfficeInspection } from '@vve/contract/calls/office';
import { generatePath, Link } from 'react-router';
import { DateText } from '../../components/date-text';
import { DefectList } from '../../components/defect-list';
import { DetailList } from '../../components/detail-list';
import { PlainList } from '../../components/plain-list';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { Section } from '../../components/section';
import { useOfficeInspection } from '../../features/inspections/api/get-office-inspection';
import { InspectionFindingView } from '../../features/inspections/components/inspection-finding';
import { useTranslation } from '../../lib/i18n/i18n';
import { aspectTypeLabel } from '../../lib/known-values';
import { officeRoutes } from '../../lib/office-routes';
import { OfficeRecordScreen } from './office-record-screen';

const requestPath = (id: number) => generatePath(officeRoutes.request, { id: String(id) });

/** Who performed which task where, and when. */
const InspectionFacts = ({ inspection }: { inspection: OfficeInspection }) => {
  const { t } = useTranslation();
  return (
    <DetailList
      details={[
        { label: t('Complex'), value: inspection.complex.naam },
        { label: t('Aspect'), value: aspectTypeLabel(inspection.aspect.name, t) },
        { label: t('Supplier'), value: inspection.supplier.naam },
        { label: t('Inspector'), value: inspection.inspector?.naam ?? '—' },
        {
          label: t('Task'),
          value: inspection.task ? <DateText value={inspection.task.scheduledDate} /> : t('No task'),
        },
        {
          label: t('Performed'),
          value: inspection.performedAt ? (
            <DateText value={inspection.performedAt} withTime />
          ) : (
            <Badge color="gray.3" c="dark">
              {t('Draft')}
            </Badge>
          ),
        },
      ]}
    />
  );
};

/**
 * Each element's finding, in location order: where, which element, its grade with its NEN 2767 score, text and
 * photos, and its defects.
 */
const ElementFindings = ({ inspection }: { inspection: OfficeInspection }) => {
  const { t } = useTranslation();
  if (inspection.elements.length === 0) return <Text c="gray.7">{t('No element was graded.')}</Text>;
  return (
    <PlainList gap="sm">
      {inspection.elements.map((element) => (
        <Paper component="li" key={element.id} withBorder p="sm">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('{{location}}: {{label}} ({{code}})', {
                location: element.location,
                label: element.label,
                code: element.code,
              })}
            </Title>
            <InspectionFindingView finding={element} score={element.score} />
            {element.defects.length > 0 && (
              <>
                <Title order={4} size="h6">
                  {t('Defects')}
                </Title>
                <DefectList defects={element.defects} />
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </PlainList>
  );
};

/** The requests the inspection raised, each a link with its status and the element it was raised for. */
const RaisedRequests = ({ inspection }: { inspection: OfficeInspection }) => {
  const { t } = useTranslation();
  if (inspection.requests.length === 0) return <Text c="gray.7">{t('No requests')}</Text>;
  const labelOf = new Map(inspection.elements.map((element) => [element.id, element.label]));
  return (
    <PlainList>
      {inspection.requests.map((request) => (
        <li key={request.id}>
          <Stack gap={2}>
            <Group gap="xs">
              <Anchor component={Link} to={requestPath(request.id)} fw={600}>
                {t('Request {{nr}}', { nr: request.nr })}
              </Anchor>
              <RequestStatusBadge status={request.status} />
            </Group>
            <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {request.omschrijving}
            </Text>
            {request.elementId !== null && (
              <Text size="sm" c="gray.7">
                {t('For element {{element}}', {
                  element: labelOf.get(request.elementId) ?? request.elementId,
                })}
              </Text>
            )}
          </Stack>
        </li>
      ))}
    </PlainList>
  );
};

/** The findings on the left; who, when and the raised requests on the right. */
const InspectionView = ({ inspection }: { inspection: OfficeInspection }) => {
  const { t } = useTranslation();
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xl">
          <Section title={t('Overall finding')}>
            <InspectionFindingView finding={inspection.finding} />
          </Section>
          <Section title={t('State per element')}>
            <ElementFindings inspection={inspection} />
          </Section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="xl">
          <Section title={t('Details')}>
            <InspectionFacts inspection={inspection} />
          </Section>
          <Section title={t('Requests')}>
            <RaisedRequests inspection={inspection} />
          </Section>
        </Stack>
      </Grid.Col>
    </Grid>
  );
};

/**
 * One inspection in the back office (not in the spec): its overall finding, every element's grade, NEN 2767 score,
 * text, photos and defects, the task, the supplier and inspector, and the requests it raised.
 */
export const InspectionScreen = () => {
  const { t } = useTranslation();
  return (
    <OfficeRecordScreen
      useRecord={useOfficeInspection}
      title={(id, shown) =>
        shown
          ? t('Inspection {{id}} · {{aspect}}', { id, aspect: aspectTypeLabel(shown.aspect.name, t) })
          : t('Inspection {{id}}', { id })
      }
      back={{ to: officeRoutes.requests, label: t('Back to the requests') }}
      notFound={t('This inspection was not found.')}
    >
      {(loaded) => <InspectionView inspection={loaded} />}
    </OfficeRecordScreen>
  );
};
