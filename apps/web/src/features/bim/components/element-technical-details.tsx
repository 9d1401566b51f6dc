import { Accordion, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { DetailList } from '../../../components/detail-list';
import type { ElementDetails } from '../engine/element-details';

/** 'Details' of a picked element for suppliers and administrators: its IFC name, class, type, GlobalId and property sets. */
export const ElementTechnicalDetails = ({ element }: { element: ElementDetails }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('Details')}
      </Title>
      <DetailList
        details={[
          { label: t('Name'), value: element.name ?? '–' },
          { label: t('IFC class'), value: element.ifcClass ?? '–' },
          { label: t('Type'), value: element.type ?? '–' },
          { label: t('GlobalId'), value: element.guid ?? '–' },
        ]}
      />
      {element.propertySets.length > 0 && (
        <Accordion multiple variant="contained" chevronPosition="right">
          {element.propertySets.map((set, index) => (
            <Accordion.Item key={`${set.name}-${index}`} value={`${set.name}-${index}`}>
              <Accordion.Control>{set.name}</Accordion.Control>
              <Accordion.Panel>
                <Table fz="sm" verticalSpacing={4}>
                  <Table.Tbody>
                    {set.properties.map((property, row) => (
                      <Table.Tr key={`${property.name}-${row}`}>
                        <Table.Th scope="row" fw={500}>
                          {property.name}
                        </Table.Th>
                        <Table.Td style={{ wordBreak: 'break-word' }}>{property.value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
};
