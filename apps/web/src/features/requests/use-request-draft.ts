import { REPORT_VISIBILITY_DEFAULT } from '@vve/contract/constants';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { useCreateRequest } from './api/create-request';
import type { RequestCreateInput } from './queued-request';
import { photosBlocker, useRequestPhotos } from '../../lib/photos/use-request-photos';

/** Where a request belongs: its complex, and the place in the 3D model when made there. */
export type RequestPlace = Pick<RequestCreateInput, 'vve' | 'linkedItem'>;

/**
 * A request being written (spec §2 createReport): description, sharing, photos uploaded as they are
 * picked, and the alert that says why it cannot be sent yet (spec §8). Serves the app's createReport
 * screen and the 3D viewer's form alike.
 */
export const useRequestDraft = () => {
  const { t } = useTranslation();
  const [shared, setShared] = useState(REPORT_VISIBILITY_DEFAULT);
  const [description, setDescription] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const photos = useRequestPhotos();
  const create = useCreateRequest();

  /** Why the request cannot be sent yet, if it cannot. */
  const blocker = (): string | null => {
    if (description.trim() === '') return t('No description');
    return photosBlocker(photos, t, (count) => t('A request can have at most {{count}} photos.', { count }));
  };

  /**
   * Sends the request once nothing blocks it, through the device's queue: `onSent` hears whether the server has it
   * or it waits on the device for a connection. A second send while one runs is ignored.
   */
  const send = (place: RequestPlace, onSent: (outcome: 'sent' | 'waiting') => void) => {
    if (create.isPending) return;
    const reason = blocker();
    setAlert(reason);
    if (reason !== null) {
      if (description.trim() === '') descriptionRef.current?.focus();
      return;
    }
    create.mutate(
      {
        body: {
          omschrijving: description,
          publiclyVisible: shared,
          attachmentIds: photos.attachmentIds,
          ...place,
        },
        files: photos.waitingFiles(),
      },
      {
        onSuccess: onSent,
        onError: () => {
          setAlert(t('Your request could not be sent. Please try again.'));
        },
      },
    );
  };

  /** A description typed answers the alert that said it was missing. */
  const changeDescription = (text: string) => {
    setDescription(text);
    if (text.trim() !== '' && alert === t('No description')) setAlert(null);
  };

  const reset = () => {
    setShared(REPORT_VISIBILITY_DEFAULT);
    setDescription('');
    setAlert(null);
    photos.reset();
  };

  return {
    /** What the fields show and change. */
    fields: { shared, setShared, description, setDescription: changeDescription, alert, photos },
    descriptionRef,
    sending: create.isPending,
    send,
    reset,
  };
};

export type RequestDraftFields = ReturnType<typeof useRequestDraft>['fields'];
