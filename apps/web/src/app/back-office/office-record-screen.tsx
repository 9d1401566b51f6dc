import type { ReactNode } from 'react';
import { OfficePage } from '../../components/office-page';
import { QueryView } from '../../components/query-view';
import type { QueryState } from '../../lib/query-state';
import { BackLink } from './back-link';
import { OfficeNotFound } from './office-not-found';
import { useIdParam } from './use-id-param';

interface OfficeRecordScreenProps<Data> {
  /** The record's query by the id in the URL; not sent (`enabled` false) when the URL has no id. */
  useRecord: (id: number, enabled: boolean) => QueryState<Data>;
  /** The page's title: with what the record says once it is loaded, before that without. */
  title: (id: number, record: Data | undefined) => string;
  /** The list the record belongs to. */
  back: { to: string; label: string };
  /** The record's actions beside the title, once it is loaded. */
  actions?: (record: Data) => ReactNode;
  /** What the user reads when there is no such record. */
  notFound: string;
  /** The placeholder's lines while the record loads. */
  lines?: number;
  children: (record: Data) => ReactNode;
}

/**
 * One record of the back office on a page of its own (a request, an inspection, a complex, …): its id from the
 * URL (a path without one is no page), its title, the way back to its list, its actions and its view once loaded.
 */
export const OfficeRecordScreen = <Data,>({
  useRecord,
  title,
  back,
  actions,
  notFound,
  lines = 8,
  children,
}: OfficeRecordScreenProps<Data>) => {
  const id = useIdParam();
  const record = useRecord(id ?? 0, id !== null);
  if (id === null) return <OfficeNotFound />;
  return (
    <OfficePage
      title={title(id, record.data)}
      before={<BackLink to={back.to} label={back.label} />}
      actions={record.data && actions?.(record.data)}
    >
      <QueryView query={record} skeleton={{ lines }} notFound={notFound}>
        {children}
      </QueryView>
    </OfficePage>
  );
};
