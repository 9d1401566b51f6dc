import { Anchor, Stack, Text } from '@mantine/core';
import type { WorkAssignment } from '@vve/contract/calls/work-assignments';
import { useTranslation } from '../../../lib/i18n/i18n';
import { DateText } from '../../../components/date-text';
import { DetailList } from '../../../components/detail-list';
import { Money } from '../../../components/money';
import { workOrderViewpointPath } from '../../../lib/viewer-paths';
import { PriorityText } from '../../../components/priority-text';
import { repairTypeLabel } from '../../../lib/known-values';
import { supplierStatusText } from '../../../components/supplier-status';
import { Section } from '../../../components/section';
import { ImageStrip } from '../../../components/image-strip';
import { isImageFile } from '../../../lib/file-links';
import { ViewpointButton } from '../../../components/viewpoint-button';

/** Where to ring: the resident's units, each as its address and index number. */
const unitsText = (units: WorkAssignment['units']) =>
  units.map((unit) => `${unit.adres} (${unit.indexNr})`).join('; ');

/**
 * Every field of a work order, the photos of the request it came from, and its last supplier update (spec §2
 * workAssignmentDetails); besides the spec, its number and the door to knock on: the resident's unit, name and,
 * when they share it, phone (a link that calls).
 */
export const SupplierWorkOrderDetails = ({ order }: { order: WorkAssignment }) => {
  const { t } = useTranslation();
  const dateOrDash = (value: string | null) => (value === null ? '–' : <DateText value={value} />);
  const update = order.lastSupplierUpdate;
  return (
    <Stack>
      <DetailList
        details={[
          { label: t('Work order number'), value: order.id },
          { label: t('Description'), value: order.omschrijving },
          { label: t('Address'), value: order.vve.composedAddress },
          ...(order.units.length > 0 ? [{ label: t('Unit'), value: unitsText(order.units) }] : []),
          ...(order.contact === null
            ? []
            : [
                { label: t('Resident'), value: order.contact.naam },
                {
                  label: t('Phone'),
                  value:
                    order.contact.phone === null ? (
                      <Text c="gray.7">{t('Not shared by the resident')}</Text>
                    ) : (
                      <Anchor href={`tel:${order.contact.phone.replace(/[^+\d]/g, '')}`}>
                        {order.contact.phone}
                      </Anchor>
                    ),
                },
              ]),
          { label: t('Priority'), value: <PriorityText name={order.reparatiePrioriteit.naam} /> },
          { label: t('Repair type'), value: repairTypeLabel(order.reparatieSoort.naam, t) },
          { label: t('Creation date'), value: <DateText value={order.aanmaakdatum} /> },
          { label: t('Start date'), value: dateOrDash(order.startdatum) },
          { label: t('Planning date'), value: dateOrDash(order.planningsDatum) },
          {
            label: t('Indication amount'),
            value: order.indicatieBedrag === null ? '–' : <Money amount={order.indicatieBedrag} />,
          },
          ...(order.afgerond ? [{ label: t('Handled'), value: t('Yes') }] : []),
        ]}
      />
      {order.hasViewpoint && order.requestId !== null && (
        <ViewpointButton href={workOrderViewpointPath(order.requestId)} />
      )}
      {order.requestId !== null && (
        <Section title={t('Photos of the request')}>
          <ImageStrip images={order.attachments.filter(isImageFile)} />
        </Section>
      )}
      <Section title={t('Last update')}>
        {update === null ? (
          <Text c="gray.7">{t('No update yet')}</Text>
        ) : (
          <DetailList
            details={[
              { label: t('Date'), value: <DateText value={update.creationDate} withTime /> },
              { label: t('Status'), value: supplierStatusText(update.status, t) },
              ...(update.description ? [{ label: t('Explanation'), value: update.description }] : []),
            ]}
          />
        )}
      </Section>
    </Stack>
  );
};
