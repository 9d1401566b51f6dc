import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { photosBlocker, useRequestPhotos } from '../../lib/photos/use-request-photos';

/** What a message sends: its text (trimmed) and the photos uploaded for it. */
export interface MessageContent {
  text: string;
  attachmentIds: number[];
}

/**
 * A message being written on a request (a resident's answer; an administrator's message): its text, its photos
 * uploaded as they are picked (as a request's are), and the alert that says why it cannot be sent yet.
 */
export const useMessageDraft = () => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const photos = useRequestPhotos();

  /** Why the message cannot be sent yet, if it cannot. */
  const blocker = (): string | null => {
    if (text.trim() === '') return t('Write a message first.');
    return photosBlocker(photos, t, (count) => t('A message can have at most {{count}} photos.', { count }));
  };

  /** The message to send; null (and the alert says why, an empty text gets the focus) while it cannot be sent. */
  const content = (): MessageContent | null => {
    const reason = blocker();
    setAlert(reason);
    if (reason === null) return { text: text.trim(), attachmentIds: photos.attachmentIds };
    if (text.trim() === '') textRef.current?.focus();
    return null;
  };

  /** Forgets the message once it was sent. */
  const reset = () => {
    setText('');
    setAlert(null);
    photos.reset();
  };

  return {
    /** What the fields show and change. */
    fields: { text, setText, alert, photos, empty: alert === t('Write a message first.') },
    textRef,
    content,
    setAlert,
    reset,
  };
};

export type MessageDraftFields = ReturnType<typeof useMessageDraft>['fields'];
