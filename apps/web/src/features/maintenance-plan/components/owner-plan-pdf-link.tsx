import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ownerPlanPdfUrl } from '../api/owner-plan-pdf';

/** 'Download the plan (PDF)': a plain download of the adopted plan's report, the session cookie along. */
export const OwnerPlanPdfLink = ({ complexId }: { complexId: number }) => {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={ownerPlanPdfUrl(complexId)}
      download
      variant="default"
      leftSection={<IconDownload aria-hidden size={18} />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('Download the plan (PDF)')}
    </Button>
  );
};
