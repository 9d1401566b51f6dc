import { Checkbox, FileInput, Select, TextInput } from '@mantine/core';
import {
  DocumentFolder,
  DocumentReaders,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_TITLE,
  type DocumentFacts,
  type LibraryDocument,
} from '@vve/contract/calls/documents';
import { splitFileName } from '@vve/contract/rules/file-name';
import type { RefusalCode } from '@vve/contract/refusals';
import { IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { ChoiceRadios } from '../../../components/choice-radios';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { localDay } from '../../../lib/local-day';
import { notify } from '../../../lib/notifications';
import { useAddDocument, useUpdateDocument } from '../api/change-documents';
import { folderLabel, readersLabel } from './document-labels';

/** The refusals that explain themselves in this dialog. */
const EXPLAINED: readonly RefusalCode[] = [
  'documentTypeNotAccepted',
  'documentNotWhatItClaims',
  'fileTooLarge',
  'complexArchived',
];

/** The file types the library takes, for the browser's file picker. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.docx,.xlsx,.pptx,.odt,.ods,.odp,.doc,.xls,.ppt';

interface DocumentDialogProps {
  complexId: number;
  /** The document to change; none: 'Add document', with its file. */
  document?: LibraryDocument;
  onClose: () => void;
}

/**
 * 'Add document' (its file, folder, title, date, readers, and whether they hear of it) or 'Change document' (all
 * but its file). The title is the file's name until one is typed; the date is today's until one is chosen.
 */
export const DocumentDialog = ({ complexId, document, onClose }: DocumentDialogProps) => {
  const { t } = useTranslation();
  const add = useAddDocument(complexId);
  const update = useUpdateDocument(complexId);
  const change = document ? update : add;
  const [file, setFile] = useState<File | null>(null);
  const [folder, setFolder] = useState<DocumentFolder>(document?.folder ?? 'other');
  const [title, setTitle] = useState(document?.title ?? '');
  const [date, setDate] = useState(document?.date ?? localDay());
  const [readers, setReaders] = useState<DocumentReaders>(document?.readers ?? 'residents');
  const [tell, setTell] = useState(true);
  const [checked, setChecked] = useState(false);
  const errors = {
    file:
      document === undefined && file === null
        ? t('Choose the file of the document.')
        : file !== null && file.size > MAX_DOCUMENT_BYTES
          ? t('This file is larger than {{size}} MB.', { size: MAX_DOCUMENT_BYTES / 1024 / 1024 })
          : undefined,
    title: title.trim() === '' ? t('Give the document a title.') : undefined,
    date: date === '' ? t('Choose the date of the document.') : undefined,
  };
  const shown = (error: string | undefined) => (checked ? error : undefined);

  const submit = () => {
    setChecked(true);
    if (Object.values(errors).some(Boolean)) return;
    const facts: DocumentFacts = { folder, title: title.trim(), date, readers };
    const done = () => {
      notify(document ? t('The document has been saved.') : t('The document has been added.'));
      onClose();
    };
    if (document) update.mutate({ id: document.id, facts }, { onSuccess: done });
    else if (file)
      add.mutate({ file, facts, notify: tell && readers !== 'administrators' }, { onSuccess: done });
  };

  return (
    <FormDialog
      title={document ? t('Change document') : t('Add document')}
      submitLabel={document ? t('Save') : t('Add')}
      pending={change.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {document === undefined && (
        <FileInput
          label={t('File')}
          description={t(
            'PDF, PNG, JPEG or an office file (Word, Excel, PowerPoint, OpenDocument), at most {{size}} MB.',
            {
              size: MAX_DOCUMENT_BYTES / 1024 / 1024,
            },
          )}
          placeholder={t('Choose a file')}
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          required
          data-autofocus
          accept={ACCEPT}
          value={file}
          error={shown(errors.file)}
          leftSection={<IconFile aria-hidden size={18} />}
          onChange={(picked) => {
            setFile(picked);
            if (picked && title.trim() === '') setTitle(splitFileName(picked.name).stem);
          }}
        />
      )}
      <TextInput
        label={t('Title')}
        required
        maxLength={MAX_DOCUMENT_TITLE}
        value={title}
        error={shown(errors.title)}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
        }}
      />
      <TextInput
        type="date"
        label={t('Date of the document')}
        required
        value={date}
        error={shown(errors.date)}
        onChange={(event) => {
          setDate(event.currentTarget.value);
        }}
      />
      <Select
        label={t('Folder')}
        required
        allowDeselect={false}
        data={DocumentFolder.options.map((value) => ({ value, label: folderLabel(value, t) }))}
        value={folder}
        onChange={(value) => {
          if (value) setFolder(DocumentFolder.parse(value));
        }}
      />
      <ChoiceRadios
        label={t('Who reads it')}
        options={DocumentReaders.options}
        value={readers}
        labelOf={(option) => readersLabel(option, t)}
        onChange={setReaders}
      />
      {document === undefined && readers !== 'administrators' && (
        <Checkbox
          label={t('Tell its readers')}
          description={t('They hear of the new document by their notification settings.')}
          checked={tell}
          onChange={(event) => {
            setTell(event.currentTarget.checked);
          }}
        />
      )}
      {change.error && (
        <RefusalAlert
          error={change.error}
          failed={document ? t('The document could not be saved.') : t('The document could not be added.')}
          explained={EXPLAINED}
        />
      )}
    </FormDialog>
  );
};
