import { Stack, Text } from '@mantine/core';
import type { OfficeDefect } from '@vve/contract/calls/office';
import { useTranslation } from '../lib/i18n/i18n';
import { defectTypeLabel, extentLabel, intensityLabel, severityLabel } from '../lib/condition-labels';
import { DetailList } from './detail-list';
import { PhotoGrid } from './photo-grid';
import { PlainList } from './plain-list';

/** A defect as shown: its facts by NEN 2767 and its text, and its photos where the answer has them. */
type ShownDefect = Omit<OfficeDefect, 'photos'> & Partial<Pick<OfficeDefect, 'photos'>>;

/**
 * An element's NEN 2767 defects, read only: each its kind, severity, intensity and extent (the norm's Dutch terms
 * beside the translation), its text and its photos.
 */
export const DefectList = ({ defects }: { defects: readonly ShownDefect[] }) => {
  const { t } = useTranslation();
  return (
    <PlainList gap="sm" aria-label={t('Defects')}>
      {defects.map((defect, index) => (
        <Stack component="li" key={index} gap={4}>
          <Text fw={600}>{defectTypeLabel(defect.type, t)}</Text>
          <DetailList
            details={[
              { label: t('Severity'), value: severityLabel(defect.severity, t) },
              { label: t('Intensity'), value: intensityLabel(defect.intensity, t) },
              { label: t('Extent'), value: extentLabel(defect.extent, t) },
            ]}
          />
          {defect.description.trim() !== '' && (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{defect.description}</Text>
          )}
          {defect.photos && defect.photos.length > 0 && <PhotoGrid files={defect.photos} />}
        </Stack>
      ))}
    </PlainList>
  );
};
