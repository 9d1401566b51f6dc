import { Group, Stack, Text } from '@mantine/core';
import type { LibraryDocument } from '@vve/contract/calls/documents';
import { IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AddButton } from '../../../components/add-button';
import { ItemActions } from '../../../components/item-actions';
import { QueryView } from '../../../components/query-view';
import { Removal, useRemoval } from '../../../components/removal';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useRemoveDocument } from '../api/change-documents';
import { useOfficeDocuments } from '../api/get-documents';
import { DocumentDialog } from './document-dialog';
import { DocumentFolders } from './document-folders';
import { readersLabel } from './document-labels';

/** 'Add document' when adding; the document being changed; or neither. */
type Editing = { kind: 'add' } | { kind: 'change'; document: LibraryDocument } | null;

/**
 * A complex's document library in the back office: its documents by folder, each with who reads it, to change or
 * remove; 'Add document' while the complex is in use.
 */
export const OfficeDocuments = ({ complexId, editable }: { complexId: number; editable: boolean }) => {
  const { t } = useTranslation();
  const documents = useOfficeDocuments(complexId);
  const remove = useRemoveDocument(complexId);
  const removal = useRemoval<LibraryDocument>(remove);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <Stack gap="sm">
      <QueryView query={documents} skeleton={{ lines: 3 }}>
        {(list) => (
          <DocumentFolders
            documents={list}
            extra={(document) => (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="gray.7">
                  {readersLabel(document.readers, t)}
                </Text>
                {editable && (
                  <ItemActions
                    edit={{
                      label: t('Change {{name}}', { name: document.title }),
                      onClick: () => {
                        setEditing({ kind: 'change', document });
                      },
                    }}
                    remove={{
                      label: t('Remove {{name}}', { name: document.title }),
                      onClick: () => {
                        removal.ask(document);
                      },
                    }}
                  />
                )}
              </Group>
            )}
          />
        )}
      </QueryView>
      {editable && (
        <AddButton
          label={t('Add document')}
          icon={<IconFilePlus aria-hidden size={18} />}
          onClick={() => {
            setEditing({ kind: 'add' });
          }}
        />
      )}
      {editing && (
        <DocumentDialog
          complexId={complexId}
          document={editing.kind === 'change' ? editing.document : undefined}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      <Removal
        {...removal.props}
        question={(document) =>
          t('Remove the document “{{title}}”? Its file goes with it.', { title: document.title })
        }
        failed={t('The document could not be removed.')}
        explained={['complexArchived']}
      />
    </Stack>
  );
};
