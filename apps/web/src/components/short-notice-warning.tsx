import { Text } from '@mantine/core';
import { MEETING_NOTICE_DAYS } from '@vve/contract/rules/meeting-votes';
import { useTranslation } from '../lib/i18n/i18n';
import { WARNING_TEXT } from './text-colors';

/** The warning that a members' meeting is closer than the law's notice to convene its owners. */
export const ShortNoticeWarning = () => {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={WARNING_TEXT} role="status">
      {t('Less than {{days}} days away: owners must be convened at least {{days}} days before a meeting.', {
        days: MEETING_NOTICE_DAYS,
      })}
    </Text>
  );
};
