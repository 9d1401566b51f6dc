import { Button, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import type { StoredFile } from '@vve/contract/calls/files';
import type { Report } from '@vve/contract/calls/reports';
import { THUMBNAIL_SIZE } from '@vve/contract/constants';
import { IconCube3dSphere } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { DateText } from '../../../components/date-text';
import { DetailList } from '../../../components/detail-list';
import { ReportStatusBadge } from '../../../components/report-status-badge';
import { fileDownloadUrl, fileThumbnailUrl, isImageFile } from '../../../lib/file-links';
import { viewpointPath } from '../../../lib/viewer-paths';
import { reportComplexName } from '../report-complex';
import { Section } from '../../../components/section';
import { PlainList } from '../../../components/plain-list';

const stripSize = THUMBNAIL_SIZE.reportImageStrip;

interface Enlarged {
  file: StoredFile;
  label: string;
}

/** The image attachments as thumbnails; tapping one shows it large. */
const ImageStrip = ({ images }: { images: readonly StoredFile[] }) => {
  const { t } = useTranslation();
  const [enlarged, setEnlarged] = useState<Enlarged | null>(null);
  if (images.length === 0) return <Text c="gray.7">{t('No images')}</Text>;
  return (
    <>
      <PlainList row>
        {images.map((file, index) => {
          const label = t('Photo {{number}}', { number: index + 1 });
          return (
            <li key={file.id}>
              <UnstyledButton
                onClick={() => {
                  setEnlarged({ file, label });
                }}
                style={{ display: 'block', borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Image
                  src={fileThumbnailUrl(file, stripSize)}
                  alt={label}
                  w={{ base: 150, sm: stripSize }}
                  h={{ base: 150, sm: stripSize }}
                  fit="cover"
                  radius="sm"
                />
              </UnstyledButton>
            </li>
          );
        })}
      </PlainList>
      <Modal
        opened={enlarged !== null}
        onClose={() => {
          setEnlarged(null);
        }}
        title={enlarged?.label}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('Close') }}
      >
        {enlarged && (
          <Image src={fileDownloadUrl(enlarged.file)} alt={enlarged.label} fit="contain" mah="75vh" />
        )}
      </Modal>
    </>
  );
};

interface ReportDetailsViewProps {
  report: Report;
  /**
   * The id of the report's complex, for the viewpoint link: undefined while it is looked up, null when it is
   * unknown (the link is then left out).
   */
  complexId: number | null | undefined;
}

/** reportDetails (spec §2): date, requester, state, images, the viewpoint in the 3D model, description. */
export const ReportDetailsView = ({ report, complexId }: ReportDetailsViewProps) => {
  const { t } = useTranslation();
  const viewpointId = report.linkedItem?.viewpointId ?? null;
  const projectId = report.linkedItem?.projectId;
  return (
    <Stack gap="lg">
      <DetailList
        details={[
          { label: t('Date'), value: <DateText value={report.aanmaakDatum} withTime /> },
          { label: t('Requested by'), value: report.melder.naam },
          { label: t('State'), value: <ReportStatusBadge status={report.status} /> },
          { label: t('Complex'), value: reportComplexName(report) ?? t('No complex') },
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
