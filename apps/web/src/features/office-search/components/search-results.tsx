import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { OfficeSearchResults } from '@vve/contract/calls/office-search';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { PlainList } from '../../../components/plain-list';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import { Section } from '../../../components/section';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';

const ARCHIVED: StatusLook = { color: 'gray.2', label: (t) => t('Archived') };
const DEACTIVATED: StatusLook = { color: 'red.3', label: (t) => t('Deactivated') };

const pageOf = (route: string, id: number) => generatePath(route, { id: String(id) });

/** One hit: a link to its page, what else tells it apart, and its marks. */
interface Hit {
  key: number;
  to: string;
  label: string;
  details?: string | undefined;
  marks?: ReactNode;
}

interface HitGroup {
  title: string;
  hits: Hit[];
  more: boolean;
}

/** The groups in the order they show, each hit with its page (a unit's is its complex's). */
const groupsOf = (results: OfficeSearchResults, t: TFunction): HitGroup[] => [
  {
    title: t('Requests'),
    more: results.requests.more,
    hits: results.requests.hits.map((hit) => ({
      key: hit.id,
      to: pageOf(officeRoutes.request, hit.id),
      label: `${t('Request {{nr}}', { nr: hit.nr })}: ${hit.omschrijving}`,
      details: hit.complex?.naam,
      marks: <RequestStatusBadge status={hit.status} />,
    })),
  },
  {
    title: t('Work orders'),
    more: results.workOrders.more,
    hits: results.workOrders.hits.map((hit) => ({
      key: hit.id,
      to: pageOf(officeRoutes.workOrder, hit.id),
      label: `${t('Work order {{id}}', { id: hit.id })}: ${hit.omschrijving}`,
      details: `${hit.supplier.naam} · ${hit.complex.naam}`,
    })),
  },
  {
    title: t('People'),
    more: results.people.more,
    hits: results.people.hits.map((hit) => ({
      key: hit.id,
      to: pageOf(officeRoutes.person, hit.id),
      label: hit.naam,
      details: hit.email ?? undefined,
      marks: hit.deactivated && <StatusBadge look={DEACTIVATED} />,
    })),
  },
  {
    title: t('Units'),
    more: results.units.more,
    hits: results.units.hits.map((hit) => ({
      key: hit.id,
      to: pageOf(officeRoutes.complex, hit.complex.id),
      label: `${hit.adres} (${hit.indexNr})`,
      details: hit.complex.naam,
    })),
  },
  {
    title: t('Complexes'),
    more: results.complexes.more,
    hits: results.complexes.hits.map((hit) => ({
      key: hit.id,
      to: pageOf(officeRoutes.complex, hit.id),
      label: hit.naam,
      details: `${hit.adres}, ${hit.plaats}`,
      marks: hit.archived && <StatusBadge look={ARCHIVED} />,
    })),
  },
  {
    title: t('Suppliers'),
    more: results.suppliers.more,
    hits: results.suppliers.hits.map((hit) => ({
      key: hit.id,
      to: pageOf(officeRoutes.supplier, hit.id),
      label: hit.naam,
      marks: hit.archived && <StatusBadge look={ARCHIVED} />,
    })),
  },
];

/**
 * The search's hits grouped by kind, each group under its heading (only those with hits), each hit a link to its
 * page; a group with more hits than shown says so. Nothing found says that.
 */
export const SearchResults = ({ results }: { results: OfficeSearchResults }) => {
  const { t } = useTranslation();
  const groups = groupsOf(results, t).filter((group) => group.hits.length > 0);
  if (groups.length === 0)
    return <Text>{t('Nothing found. Try another part of a name, address or description.')}</Text>;
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Section key={group.title} title={group.title}>
          <PlainList gap={6}>
            {group.hits.map((hit) => (
              <li key={hit.key}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0} flex={1} miw={0}>
                    <Anchor component={Link} to={hit.to} style={{ overflowWrap: 'anywhere' }}>
                      {hit.label}
                    </Anchor>
                    {hit.details !== undefined && (
                      <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                        {hit.details}
                      </Text>
                    )}
                  </Stack>
                  {hit.marks}
                </Group>
              </li>
            ))}
          </PlainList>
          {group.more && (
            <Text size="sm" c="gray.7">
              {t('More were found than are shown here: type more of the text to narrow the search.')}
            </Text>
          )}
        </Section>
      ))}
    </Stack>
  );
};
