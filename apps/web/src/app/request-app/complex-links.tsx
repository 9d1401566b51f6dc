import { NavLink, Text } from '@mantine/core';
import { IconBuildingCommunity, IconChevronRight } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { PlainList } from '../../components/plain-list';
import { complexList } from '../../features/details/complex-list';
import { useTranslation } from '../../lib/i18n/i18n';
import { routes } from '../../lib/routes';

/** The link to a complex: its id, and its name for the header (spec §2). */
const vveDetailsLink = (id: number, title: string) =>
  `${generatePath(routes.vveDetails, { vveId: String(id) })}?${new URLSearchParams({ title }).toString()}`;

/** The user's complexes (from /details), sorted by name, each a link to its screen. */
export const ComplexLinks = ({ vves }: { vves: Record<string, string> }) => {
  const { t, i18n } = useTranslation();
  const complexes = complexList(vves, i18n.language);
  if (complexes.length === 0) return <Text c="gray.7">{t('You have no complexes.')}</Text>;
  return (
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
  );
};
