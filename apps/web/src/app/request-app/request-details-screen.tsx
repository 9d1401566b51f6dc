import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/i18n';
import { useParams } from 'react-router';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { Section } from '../../components/section';
import { usePersonalRequests } from '../../features/requests/api/get-personal-requests';
import { useRecentRequests } from '../../features/requests/api/get-recent-requests';
import { useRequestHistory } from '../../features/requests/api/request-history';
import { RequestDetailsView } from '../../features/requests/components/request-details-view';
import { RequestHistory } from '../../features/requests/components/request-history';
import { SendMessageForm } from '../../features/requests/components/send-message-form';
import { requestComplexId } from '../../features/requests/request-complex';
import { combineQueries } from '../../lib/query-state';

/** The request's 'History': its status changes, and on the user's own request the messages. */
const History = ({ requestId }: { requestId: number }) => {
  const { t } = useTranslation();
  const history = useRequestHistory(requestId);
  return (
    <Section title={t('History')}>
      <QueryView query={history} skeleton={{ lines: 3 }}>
        {(entries) => <RequestHistory entries={entries} />}
      </QueryView>
    </Section>
  );
};

/**
 * reportDetails (spec §2): one request, found by its id in the recent or the personal list, with its history.
 * 'Send message' is offered only on the user's own request: one in the personal list, which holds exactly the
 * requests the user sent (a shared request of a neighbour is on Recent only, and its history has no messages).
 */
export const RequestDetailsScreen = () => {
  const { t } = useTranslation();
  const id = Number(useParams().report);
  const recent = useRecentRequests();
  const personal = usePersonalRequests();
  const found =
    recent.data?.find((candidate) => candidate.id === id) ??
    personal.data?.find((candidate) => candidate.id === id);
  const own = personal.data?.some((candidate) => candidate.id === id) ?? false;
  // Once found, the other list does not matter; else the request is unknown once both lists are loaded.
  const report = found
    ? combineQueries([], found)
    : combineQueries([recent, personal], recent.data && personal.data ? null : undefined);

  return (
    <Screen title={found ? t('Request {{nr}}', { nr: found.nr }) : t('Request')}>
      <QueryView query={report} skeleton={{ lines: 6 }} notFound={t('This request was not found.')}>
        {(shown) =>
          shown ? (
            <Stack gap="xl">
              <RequestDetailsView report={shown} complexId={requestComplexId(shown)} />
              <History requestId={shown.id} />
              {own && (
                <Section title={t('Send message')}>
                  <SendMessageForm requestId={shown.id} />
                </Section>
              )}
            </Stack>
          ) : (
            <Text c="gray.7">{t('This request was not found.')}</Text>
          )
        }
      </QueryView>
    </Screen>
  );
};
