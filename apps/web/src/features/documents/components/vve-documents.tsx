import { QueryView } from '../../../components/query-view';
import { useVveDocuments } from '../api/get-documents';
import { DocumentFolders } from './document-folders';

/** The documents of a complex for its owner or tenant, by folder. */
export const VveDocuments = ({ vveId }: { vveId: number }) => {
  const documents = useVveDocuments(vveId);
  return (
    <QueryView query={documents} skeleton={{ lines: 3 }}>
      {(list) => <DocumentFolders documents={list} />}
    </QueryView>
  );
};
