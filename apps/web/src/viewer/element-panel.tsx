import { Accordion, Button, Stack, Table, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';
import { DetailList } from '../components/detail-list';
import { Section } from '../components/section';
import type { ElementDetails } from './element-details';

interface ElementPanelProps {
  element: ElementDetails | null;
  /** 'Create a request' for the element; not offered without it. */
  onCreateRequest?: (() => void) | undefined;
}

/** The picked element: its name, IFC class and type, GlobalId and property sets. */
export const ElementPanel = ({ element, onCreateRequest }: ElementPanelProps) => {
  const { t } = useTranslation();
  return (
    <Section title={t('Selected element')}>
      {element === null ? (
        <Text size="sm" c="gray.7">
          {t('Tap or click an element to see its properties.')}
        </Text>
      ) : (
        <Stack gap="xs">
          <DetailList
            details={[
              { label: t('Name'), value: element.name ?? '–' },
              { label: t('IFC class'), value: element.ifcClass ?? '–' },
              { label: t('Type'), value: element.type ?? '–' },
              {
                label: t('GlobalId'),
                value: <span data-selected-guid={element.guid ?? ''}>{element.guid ?? '–'}</span>,
              },
            ]}
          />
          {onCreateRequest && (
            <Button
              leftSection={<IconMessagePlus aria-hidden size={18} />}
              onClick={onCreateRequest}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('Create a request')}
            </Button>
          )}
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
      )}
    </Section>
  );
};
