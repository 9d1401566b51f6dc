import { Button, Stack, Text } from '@mantine/core';
import type { Report } from '@vve/contract/calls/requests';
import { IconCube3dSphere } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { DateText } from '../../../components/date-text';
import { DetailList } from '../../../components/detail-list';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import { isImageFile } from '../../../lib/file-links';
import { viewpointPath } from '../../../lib/viewer-paths';
import { requestComplexName } from '../request-complex';
import { Section } from '../../../components/section';
import { ImageStrip } from '../../../components/image-strip';

interface RequestDetailsViewProps {
  report: Report;
  /**
   * The id of the report's complex, for the viewpoint link: undefined while it is looked up, null when it is
   * unknown (the link is then left out).
   */
  complexId: number | null | undefined;
}

/** reportDetails (spec §2): date, requester, state, images, the viewpoint in the 3D model, description. */
export const RequestDetailsView = ({ report, complexId }: RequestDetailsViewProps) => {
  const { t } = useTranslation();
  const viewpointId = report.linkedItem?.viewpointId ?? null;
  const projectId = report.linkedItem?.projectId;
  return (
    <Stack gap="lg">
      <DetailList
        details={[
          { label: t('Date'), value: <DateText value={report.aanmaakDatum} withTime /> },
          { label: t('Requested by'), value: report.melder.naam },
          { label: t('State'), value: <RequestStatusBadge status={report.status} /> },
          { label: t('Complex'), value: requestComplexName(report) ?? t('No complex') },
        ]}
      />
      <Section title={t('Images')}>
        <ImageStrip images={report.attachments.filter(isImageFile)} />
      </Section>
      {viewpointId !== null && projectId !== undefined && complexId !== null && (
        <Button
          component="a"
          href={complexId === undefined ? undefined : viewpointPath(complexId, projectId, viewpointId)}
          target="_blank"
          rel="noopener"
          variant="light"
          leftSection={<IconCube3dSphere aria-hidden />}
          loading={complexId === undefined}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('Open viewpoint in BIM model')}
        </Button>
      )}
      <Section title={t('Description')}>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{report.omschrijving}</Text>
      </Section>
    </Stack>
  );
};
