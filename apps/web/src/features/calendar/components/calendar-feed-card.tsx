import { Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryView } from '../../../components/query-view';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useCalendarFeed, useRenewCalendarFeed } from '../api/calendar-feed';

/**
 * 'Your calendar': the secret address of the person's own calendar feed, to copy into a calendar app, and a new
 * address when the old one was shared by mistake.
 */
export const CalendarFeedCard = () => {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  return (
    <Stack gap="sm" component="section" aria-labelledby="calendar-feed-title" maw="48rem">
      <Title order={2} size="h3" id="calendar-feed-title">
        {t('Your calendar')}
      </Title>
      <Text>
        {t(
          'Subscribe to this address in your calendar app (such as Google Calendar, Outlook or Apple Calendar) to see your members’ meetings, inspection tasks and work orders there. Keep it to yourself: whoever has it can read them.',
        )}
      </Text>
      <QueryView query={feed} skeleton={{ lines: 1, height: 36 }}>
        {({ url }) => (
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('Calendar address')}
              value={url}
              readOnly
              flex="1 1 20rem"
              leftSection={<IconCalendarPlus aria-hidden size={18} />}
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="default" leftSection={<IconCopy aria-hidden size={18} />} onClick={copy}>
                  {copied ? t('Copied') : t('Copy address')}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
      </QueryView>
      {renew.isError && <FailureAlert error={renew.error} failed={t('No new address was made.')} />}
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconRefresh aria-hidden size={18} />}
          loading={renew.isPending}
          onClick={() => {
            renew.mutate(undefined, {
              onSuccess: () => {
                notify(t('Your calendar has a new address: the old one no longer works.'));
              },
            });
          }}
        >
          {t('Make a new address')}
        </Button>
      </Group>
    </Stack>
  );
};
