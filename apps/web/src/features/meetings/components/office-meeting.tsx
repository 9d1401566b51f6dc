import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { AgendaItem, Meeting } from '@vve/contract/calls/meetings';
import { IconMailForward, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { AddButton } from '../../../components/add-button';
import { ItemActions } from '../../../components/item-actions';
import { Removal, useRemoval } from '../../../components/removal';
import { Section } from '../../../components/section';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useRemoveAgendaItem } from '../api/change-meeting';
import { useMeetingCount } from '../api/meeting-count';
import { Agenda } from './agenda';
import { AgendaItemDialog } from './agenda-item-dialog';
import { Attendance } from './attendance';
import { ConveneDialog } from './convene-dialog';
import { ItemCount } from './item-count';
import { ItemMinutesDialog } from './item-minutes-dialog';
import { MeetingDetailsDialog } from './meeting-details-dialog';
import { MeetingFacts } from './meeting-facts';
import { MEETING_REFUSALS } from './meeting-refusals';
import { MinutesActions } from './minutes-actions';
import { RemoveItemViewpoint } from './remove-item-viewpoint';

interface OfficeMeetingProps {
  meeting: Meeting;
  /** The documents of the complex's library that agenda items may name. */
  documents: readonly { id: number; title: string }[];
}

type Open =
  | { dialog: 'details' }
  | { dialog: 'item'; item?: AgendaItem }
  | { dialog: 'convene' }
  | { dialog: 'minutes'; item: AgendaItem }
  | null;

/**
 * A meeting in the back office: its details and agenda, changed while it is being prepared, and 'Convene the
 * owners'; once convened, as it was sent, with the chair's count: who is present, and each decision's votes.
 */
export const OfficeMeeting = ({ meeting, documents }: OfficeMeetingProps) => {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const [open, setOpen] = useState<Open>(null);
  const remove = useRemoveAgendaItem(meeting.id);
  const removal = useRemoval<AgendaItem>(remove);
  const preparing = meeting.convokedAt === null;
  const count = useMeetingCount(meeting.id, !preparing);
  const begun = !preparing && new Date(meeting.startsAt) <= new Date();
  const minutesOpen = begun && meeting.minutes.adoptedOn === null;
  const close = () => {
    setOpen(null);
  };
  return (
    <Stack gap="lg" maw="48rem">
      {meeting.convokedAt === null ? (
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPencil aria-hidden size={18} />}
            onClick={() => {
              setOpen({ dialog: 'details' });
            }}
          >
            {t('Change the details')}
          </Button>
          <Button
            leftSection={<IconMailForward aria-hidden size={18} />}
            onClick={() => {
              setOpen({ dialog: 'convene' });
            }}
          >
            {t('Convene the owners')}
          </Button>
        </Group>
      ) : (
        <Alert color="blue" variant="light">
          {t('The owners were convened on {{moment}}; the meeting stays as it was sent.', {
            moment: dateTime(meeting.convokedAt),
          })}
        </Alert>
      )}
      <MeetingFacts meeting={meeting} />
      <Section title={t('Agenda')}>
        <Agenda
          items={meeting.items}
          complexId={meeting.complexId}
          below={
            count.data
              ? (item) => <ItemCount count={count.data} item={item} />
              : (item) => item.viewpoint && <RemoveItemViewpoint meetingId={meeting.id} item={item} />
          }
          actions={
            preparing
              ? (item) => (
                  <ItemActions
                    edit={{
                      label: t('Change item {{number}}', { number: item.number }),
                      onClick: () => {
                        setOpen({ dialog: 'item', item });
                      },
                    }}
                    remove={{
                      label: t('Remove item {{number}}', { number: item.number }),
                      onClick: () => {
                        removal.ask(item);
                      },
                    }}
                  />
                )
              : minutesOpen
                ? (item) => (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconPencil aria-hidden size={16} />}
                      aria-label={t('Write the minutes of item {{number}}', { number: item.number })}
                      onClick={() => {
                        setOpen({ dialog: 'minutes', item });
                      }}
                    >
                      {t('Minutes')}
                    </Button>
                  )
                : undefined
          }
        />
        {preparing && (
          <Text size="sm" c="gray.7">
            {t(
              'To show a view of the 3D model on an item, open the complex’s model, turn it to the view, and choose Show at a meeting.',
            )}
          </Text>
        )}
        {preparing && (
          <AddButton
            label={t('Add an item')}
            onClick={() => {
              setOpen({ dialog: 'item' });
            }}
          />
        )}
      </Section>
      {begun && (
        <Section title={t('Minutes')}>
          <MinutesActions meeting={meeting} />
        </Section>
      )}
      {count.data && (
        <Section title={t('Present or represented')}>
          <Attendance count={count.data} />
        </Section>
      )}
      <Removal
        {...removal.props}
        question={(item) =>
          t('Remove item {{number}}, “{{title}}”?', { number: item.number, title: item.title })
        }
        failed={t('The item could not be removed.')}
        explained={MEETING_REFUSALS}
      />
      {open?.dialog === 'details' && <MeetingDetailsDialog meeting={meeting} onClose={close} />}
      {open?.dialog === 'item' && (
        <AgendaItemDialog meeting={meeting} item={open.item} documents={documents} onClose={close} />
      )}
      {open?.dialog === 'convene' && <ConveneDialog meeting={meeting} onClose={close} />}
      {open?.dialog === 'minutes' && <ItemMinutesDialog meeting={meeting} item={open.item} onClose={close} />}
    </Stack>
  );
};
