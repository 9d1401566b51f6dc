import { useParams } from 'react-router';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { useOwnerMeeting } from '../../features/meetings/api/get-meetings';
import { OwnerMeeting } from '../../features/meetings/components/owner-meeting';
import { useTranslation } from '../../lib/i18n/i18n';

/** A members' meeting the owner was convened to (not in the spec): where its convocation and notification lead. */
export const MeetingScreen = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const meeting = useOwnerMeeting(valid ? id : 0, valid);
  return (
    <Screen title={t('Members’ meeting')}>
      <QueryView query={meeting} skeleton={{ lines: 8 }} notFound={t('This meeting was not found.')}>
        {(loaded) => <OwnerMeeting meeting={loaded} />}
      </QueryView>
    </Screen>
  );
};
