import { Alert, Anchor, Text } from '@mantine/core';
import type { OfficeBudget } from '@vve/contract/calls/budgets';
import { IconGavel } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';

interface AdoptionNoteProps {
  /** The day it was adopted and the decision that did, if one did. */
  budget: Pick<OfficeBudget, 'adoptedOn' | 'decision'>;
  /** When the decision's meeting began, once known. */
  meetingStartsAt: string | undefined;
}

/** An adopted budget says so: the day, and the decision that adopted it, which opens its meeting. */
export const AdoptionNote = ({ budget: { adoptedOn, decision }, meetingStartsAt }: AdoptionNoteProps) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  if (adoptedOn === null) return null;
  return (
    <Alert color="green" variant="light" icon={<IconGavel aria-hidden />}>
      <Text size="sm">
        {/* 'Adopted on' of a budget: a key of its own, as a plan's version is another gender in French. */}
        {t('budget.adoptedOn', { date: date(adoptedOn) })}
        {decision && (
          <>
            {' '}
            <Anchor
              component={Link}
              inherit
              to={generatePath(officeRoutes.meeting, { id: String(decision.meetingId) })}
            >
              {meetingStartsAt === undefined
                ? t('by decision {{number}}: {{title}}', { number: decision.number, title: decision.title })
                : t('by decision {{number}} of the meeting of {{date}}: {{title}}', {
                    number: decision.number,
                    date: date(meetingStartsAt),
                    title: decision.title,
                  })}
            </Anchor>
          </>
        )}
        .
      </Text>
      <Text size="sm" mt={4}>
        {t('Its items stay as they are; each unit pays its contribution by its cost share.')}
      </Text>
    </Alert>
  );
};
