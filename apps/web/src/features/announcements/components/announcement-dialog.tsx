import { Alert, MultiSelect, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  AnnouncementAudience,
  MAX_ANNOUNCEMENT_TITLE,
  type AnnouncementPayload,
} from '@vve/contract/calls/announcements';
import type { ComplexRef } from '@vve/contract/calls/office';
import type { RefusalCode } from '@vve/contract/refusals';
import { useState } from 'react';
import { ChoiceRadios } from '../../../components/choice-radios';
import { FormDialog } from '../../../components/form-dialog';
import { PhotoPicker } from '../../../components/photo-picker';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { photosBlocker, useRequestPhotos } from '../../../lib/photos/use-request-photos';
import { usePublishAnnouncement } from '../api/change-announcements';
import { audienceLabel } from './audience-label';

const EXPLAINED: readonly RefusalCode[] = ['complexArchived', 'notYourImage'];

interface AnnouncementDialogProps {
  /** The complexes in use, to choose from. */
  complexes: readonly ComplexRef[];
  onClose: () => void;
}

/**
 * 'Write an announcement': the complexes it is for, whom in them, its title and text, its photos (uploaded as they
 * are picked) and, optionally, the last day it is pinned above the others. Published, it reaches its readers at
 * once; sent again after a lost answer, it is published once.
 */
export const AnnouncementDialog = ({ complexes, onClose }: AnnouncementDialogProps) => {
  const { t } = useTranslation();
  const publish = usePublishAnnouncement();
  const photos = useRequestPhotos();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [complexIds, setComplexIds] = useState<string[]>([]);
  const [audience, setAudience] = useState<AnnouncementAudience>('residents');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [pinnedUntil, setPinnedUntil] = useState('');
  const [checked, setChecked] = useState(false);
  const errors = {
    complexes: complexIds.length === 0 ? t('Choose at least one complex.') : undefined,
    title: title.trim() === '' ? t('Give the announcement a title.') : undefined,
    text: text.trim() === '' ? t('Write the announcement.') : undefined,
  };
  const shown = (error: string | undefined) => (checked ? error : undefined);
  const photoBlocker = photosBlocker(photos, t, (count) =>
    t('An announcement can have at most {{count}} photos.', { count }),
  );

  const submit = () => {
    setChecked(true);
    if (Object.values(errors).some(Boolean) || photoBlocker !== null) return;
    const body: AnnouncementPayload = {
      complexIds: complexIds.map(Number),
      audience,
      title: title.trim(),
      text: text.trim(),
      pinnedUntil: pinnedUntil === '' ? null : pinnedUntil,
      photoIds: photos.attachmentIds,
    };
    publish.mutate(
      { body, idempotencyKey },
      {
        onSuccess: () => {
          notify(t('The announcement has been published.'));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('Write an announcement')}
      submitLabel={t('Publish')}
      pending={publish.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <MultiSelect
        label={t('Complexes')}
        required
        searchable
        data-autofocus
        data={complexes.map((complex) => ({ value: String(complex.id), label: complex.naam }))}
        value={complexIds}
        onChange={setComplexIds}
        nothingFoundMessage={t('No complexes match the search.')}
        error={shown(errors.complexes)}
      />
      <ChoiceRadios
        label={t('Who reads it')}
        options={AnnouncementAudience.options}
        value={audience}
        labelOf={(option) => audienceLabel(option, t)}
        onChange={setAudience}
      />
      <TextInput
        label={t('Title')}
        required
        maxLength={MAX_ANNOUNCEMENT_TITLE}
        value={title}
        error={shown(errors.title)}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
        }}
      />
      <Textarea
        label={t('Text')}
        required
        autosize
        minRows={4}
        maxRows={14}
        value={text}
        error={shown(errors.text)}
        onChange={(event) => {
          setText(event.currentTarget.value);
        }}
      />
      <PhotoPicker
        photos={photos.photos}
        onAdd={photos.add}
        onRetry={photos.retry}
        onRemove={photos.remove}
      />
      <TextInput
        type="date"
        label={t('Pinned until')}
        description={t(
          'Shown above the other announcements up to and including this day. Empty: not pinned.',
        )}
        value={pinnedUntil}
        onChange={(event) => {
          setPinnedUntil(event.currentTarget.value);
        }}
      />
      {checked && photoBlocker !== null && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {photoBlocker}
        </Alert>
      )}
      {publish.error && (
        <RefusalAlert
          error={publish.error}
          failed={t('The announcement could not be published.')}
          explained={EXPLAINED}
        />
      )}
    </FormDialog>
  );
};
