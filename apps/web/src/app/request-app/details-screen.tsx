import { NavLink, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/i18n';
import { generatePath, Link } from 'react-router';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { routes } from '../../lib/routes';
import { useDetails } from '../../features/details/api/get-details';
import { complexList } from '../../features/details/complex-list';
import { PlainList } from '../../components/plain-list';

/** The link to a complex: its id, and its name for the header (spec §2). */
const vveDetailsLink = (id: number, title: string) =>
  `${generatePath(routes.vveDetails, { vveId: String(id) })}?${new URLSearchParams({ title }).toString()}`;

/** details (spec §2): the user's name and their complexes, sorted by name. */
export const DetailsScreen = () => {
  const { t, i18n } = useTranslation();
  const details = useDetails();

  return (
    <Screen title={t('Your properties')}>
      <QueryView query={details} skeleton={{ lines: 4, height: 24 }}>
        {({ name, vves }) => {
          const complexes = complexList(vves, i18n.language);
          return (
            <Stack>
              <Text size="lg" fw={600}>
                {name}
              </Text>
              <Title order={2} size="h4">
                {t('Your complexes')}
              </Title>
              {complexes.length === 0 ? (
                <Text c="gray.7">{t('You have no complexes.')}</Text>
              ) : (
                <PlainList bordered>
                  {complexes.map((complex) => (
                    <li key={complex.id}>
                      <NavLink
                        component={Link}
                        to={vveDetailsLink(complex.id, complex.name)}
                        label={complex.name}
                        leftSection={<IconBuildingCommunity aria-hidden />}
                        rightSection={<IconChevronRight aria-hidden size={18} />}
                      />
                    </li>
                  ))}
                </PlainList>
              )}
            </Stack>
          );
        }}
      </QueryView>
    </Screen>
  );
};
