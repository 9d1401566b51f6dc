import { Anchor } from '@mantine/core';
import type { ElementScore } from '@vve/contract/rules/element-score';
import { generatePath, Link } from 'react-router';
import { namedScoreLabel } from '../../../lib/condition-labels';
import { useTranslation } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';

/** A score with a link to the inspection it came from: 'Inspection: condition 5 poor (slecht)'. */
export const InspectionLink = ({ inspectionId, score }: { inspectionId: number; score: ElementScore }) => {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={generatePath(officeRoutes.inspection, { id: String(inspectionId) })}
      size="sm"
    >
      {t('Inspection: {{score}}', { score: namedScoreLabel(score, t) })}
    </Anchor>
  );
};
