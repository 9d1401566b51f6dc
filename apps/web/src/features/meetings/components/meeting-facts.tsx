import { Anchor } from '@mantine/core';
import type { Meeting } from '@vve/contract/calls/meetings';
import { DateText } from '../../../components/date-text';
import { DetailList, type Detail } from '../../../components/detail-list';
import { useTranslation } from '../../../lib/i18n/i18n';

/**
 * When and where a meeting is held, who chairs it (what is not known yet is left out), and how many proxies one
 * person may hold.
 */
export const MeetingFacts = ({ meeting }: { meeting: Meeting }) => {
  const { t } = useTranslation();
  const details: Detail[] = [
    { label: t('Date and time'), value: <DateText value={meeting.startsAt} withTime /> },
    ...(meeting.place ? [{ label: t('Place'), value: meeting.place }] : []),
    ...(meeting.onlineLink
      ? [
          {
            label: t('Online link'),
            value: (
              <Anchor href={meeting.onlineLink} target="_blank" rel="noopener noreferrer">
                {meeting.onlineLink}
              </Anchor>
            ),
          },
        ]
      : []),
    ...(meeting.chair ? [{ label: t('Chair'), value: meeting.chair }] : []),
    { label: t('Proxies one person may hold'), value: String(meeting.proxiesPerPerson) },
  ];
  return <DetailList details={details} />;
};
