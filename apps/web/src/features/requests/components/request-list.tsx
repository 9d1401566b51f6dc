import { Group, Image, Text } from '@mantine/core';
import type { Report } from '@vve/contract/calls/requests';
import { THUMBNAIL_SIZE } from '@vve/contract/constants';
import { useTranslation } from '../../../lib/i18n/i18n';
import { generatePath } from 'react-router';
import { DateText } from '../../../components/date-text';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import { fileThumbnailUrl, isImageFile } from '../../../lib/file-links';
import { routes } from '../../../lib/routes';
import { requestComplexName } from '../request-complex';
import { LinkCard } from '../../../components/link-card';
import { PlainList } from '../../../components/plain-list';

/** At most this many thumbnails per item; the rest is counted. */
const MAX_THUMBNAILS = 4;
const thumbnailSize = THUMBNAIL_SIZE.personalReportList;

const Thumbnails = ({ report }: { report: Report }) => {
  const { t } = useTranslation();
  const images = report.attachments.filter(isImageFile);
  if (images.length === 0) return null;
  const more = images.length - MAX_THUMBNAILS;
  return (
    <Group gap={6} mt={4}>
      {images.slice(0, MAX_THUMBNAILS).map((file) => (
        <Image
          key={file.id}
          src={fileThumbnailUrl(file, thumbnailSize)}
          alt=""
          w={thumbnailSize}
          h={thumbnailSize}
          fit="cover"
          radius="sm"
          loading="lazy"
        />
      ))}
      {more > 0 && (
        <Text size="sm" c="gray.7">
          {t('+{{count}} more', { count: more })}
        </Text>
      )}
    </Group>
  );
};

interface RequestListProps {
  reports: readonly Report[];
  /** The personal list shows the images of each request (spec §2). */
  withThumbnails?: boolean;
  /** The complex beside each number, where the list mixes complexes (numbers are counted per complex). */
  withComplex?: boolean;
}

/** Requests with number, description, date, complex and status; each opens its details. */
export const RequestList = ({ reports, withThumbnails = false, withComplex = false }: RequestListProps) => {
  const { t } = useTranslation();
  if (reports.length === 0) return <Text c="gray.7">{t('No requests')}</Text>;
  return (
    <PlainList>
      {reports.map((report) => {
        const complex = requestComplexName(report) ?? t('No complex');
        return (
          <li key={report.id}>
            <LinkCard to={generatePath(routes.reportDetails, { report: String(report.id) })}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={700}>
                  {withComplex
                    ? t('Request {{nr}} · {{complex}}', { nr: report.nr, complex })
                    : t('Request {{nr}}', { nr: report.nr })}
                </Text>
                <RequestStatusBadge status={report.status} />
              </Group>
              <Text lineClamp={2} mt={4}>
                {report.omschrijving}
              </Text>
              <Text size="sm" c="gray.7" mt={4}>
                <DateText value={report.aanmaakDatum} /> · {!withComplex && `${complex} · `}
                {report.melder.naam}
              </Text>
              {withThumbnails && <Thumbnails report={report} />}
            </LinkCard>
          </li>
        );
      })}
    </PlainList>
  );
};
