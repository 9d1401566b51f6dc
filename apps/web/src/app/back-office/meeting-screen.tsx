import { useOfficeDocuments } from '../../features/documents/api/get-documents';
import { useOfficeMeeting } from '../../features/meetings/api/get-meetings';
import { OfficeMeeting } from '../../features/meetings/components/office-meeting';
import type { Meeting } from '@vve/contract/calls/meetings';
import { useFormatters } from '../../lib/format';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { OfficeRecordScreen } from './office-record-screen';

/** The meeting with the documents of its complex's library, which its agenda items may name. */
const MeetingWithLibrary = ({ meeting }: { meeting: Meeting }) => {
  const documents = useOfficeDocuments(meeting.complexId);
  return <OfficeMeeting meeting={meeting} documents={documents.data ?? []} />;
};

/** A members' meeting of a complex: its details and agenda being prepared, and its convocation. */
export const MeetingScreen = () => {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  return (
    <OfficeRecordScreen
      useRecord={useOfficeMeeting}
      title={(_, meeting) =>
        meeting
          ? t('Members’ meeting of {{complex}}, {{moment}}', {
              complex: meeting.complexName,
              moment: dateTime(meeting.startsAt),
            })
          : t('Members’ meeting')
      }
      back={{ to: officeRoutes.complexes, label: t('Complexes') }}
      notFound={t('This meeting does not exist.')}
    >
      {(meeting) => <MeetingWithLibrary meeting={meeting} />}
    </OfficeRecordScreen>
  );
};
