import { Grid, Stack } from '@mantine/core';
import type { OfficePerson } from '@vve/contract/calls/office-people';
import { DateText } from '../../components/date-text';
import { DetailList } from '../../components/detail-list';
import { QueryView } from '../../components/query-view';
import { Section } from '../../components/section';
import { usePerson } from '../../features/office-people/api/get-person';
import { usePersonRelations } from '../../features/office-people/api/get-person-relations';
import { PersonAccessBadge } from '../../features/office-people/components/person-access-badge';
import { PersonActions } from '../../features/office-people/components/person-actions';
import { LANGUAGE_NAMES } from '../../features/office-people/components/language-names';
import { roleLabel } from '../../features/office-people/components/role-labels';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { PersonRelationSections } from './person-relations';
import { OfficeRecordScreen } from './office-record-screen';

/** Who a person is and how they get in. */
const PersonFacts = ({ person }: { person: OfficePerson }) => {
  const { t } = useTranslation();
  return (
    <DetailList
      details={[
        { label: t('Email address'), value: person.email ?? '—' },
        { label: t('User name'), value: person.username },
        { label: t('Language of their emails'), value: LANGUAGE_NAMES[person.language] },
        {
          label: t('Phone'),
          value:
            person.phone === null
              ? '—'
              : person.phoneForSuppliers
                ? t('{{phone}} (shared with suppliers)', { phone: person.phone })
                : t('{{phone}} (not shared with suppliers)', { phone: person.phone }),
        },
        {
          label: t('Roles'),
          value: person.roles.length === 0 ? '—' : person.roles.map((role) => roleLabel(role, t)).join(', '),
        },
        { label: t('Access'), value: <PersonAccessBadge access={person.access} /> },
        ...(person.invitedAt
          ? [{ label: t('Invitation sent on'), value: <DateText value={person.invitedAt} withTime /> }]
          : []),
      ]}
    />
  );
};

/** A person's relations (ownerships, rentals, debtor accounts), loaded beside their details. */
const PersonRelationsColumn = ({ personId }: { personId: number }) => {
  const relations = usePersonRelations(personId);
  return (
    <QueryView query={relations} skeleton={{ lines: 6 }}>
      {(loaded) => (
        <Stack gap="xl">
          <PersonRelationSections personId={personId} relations={loaded} />
        </Stack>
      )}
    </QueryView>
  );
};

/** One person in the back office, by the id in its path: details, access and relations. */
export const PersonScreen = () => {
  const { t } = useTranslation();
  return (
    <OfficeRecordScreen
      useRecord={usePerson}
      title={(_, person) => person?.name ?? t('Person')}
      back={{ to: officeRoutes.people, label: t('Back to the people') }}
      actions={(person) => <PersonActions person={person} />}
      notFound={t('This person was not found.')}
      lines={6}
    >
      {(found) => (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Section title={t('Details')}>
              <PersonFacts person={found} />
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <PersonRelationsColumn personId={found.id} />
          </Grid.Col>
        </Grid>
      )}
    </OfficeRecordScreen>
  );
};
