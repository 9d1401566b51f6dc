import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import type { OfficeRequest } from '@vve/contract/calls/office';
import { isOverdue } from '@vve/contract/rules/request-due';
import { DateText } from '../../../components/date-text';
import { DetailList } from '../../../components/detail-list';
import { OverdueDate } from '../../../components/overdue-date';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import { Section } from '../../../components/section';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';
import { ViewpointButton } from '../../../components/viewpoint-button';
import { useTranslation } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';
import { viewpointPath } from '../../../lib/viewer-paths';
import { PhotoGrid } from '../../../components/photo-grid';
import { RequestPriorityField } from './request-priority';

const READY_TO_RESOLVE: StatusLook = { color: 'lime.3', label: (t) => t('Ready to resolve') };
const FROM_INSPECTION: StatusLook = { color: 'gray.2', label: (t) => t('From inspection') };

/** The request's status, and whether it is ready to resolve or came from an inspection. */
export const RequestMarks = ({ office }: { office: OfficeRequest }) => (
  <Group gap="xs">
    <RequestStatusBadge status={office.request.status} />
    {office.readyToResolve && <StatusBadge look={READY_TO_RESOLVE} />}
    {office.inspection && <StatusBadge look={FROM_INSPECTION} />}
  </Group>
);

/**
 * Who sent the request, from where, when, its priority and due date, who handles it, whether it is shared, and
 * the inspection it came from.
 */
export const RequestFacts = ({ office }: { office: OfficeRequest }) => {
  const { t } = useTranslation();
  const { request, resident, complex, handler, inspection } = office;
  // Overdue as of when the page was opened.
  const [now] = useState(() => Date.now());
  return (
    <DetailList
      details={[
        { label: t('Date'), value: <DateText value={request.aanmaakDatum} withTime /> },
        { label: t('Requested by'), value: resident.naam },
        { label: t('Unit'), value: resident.unit ?? t('No unit') },
        {
          label: t('Complex'),
          value: complex ? (
            <>
              {complex.naam}
              <Text size="sm" c="gray.7" component="span" display="block">
                {complex.adres}
              </Text>
            </>
          ) : (
            t('No complex')
          ),
        },
        { label: t('Priority'), value: <RequestPriorityField office={office} /> },
        {
          label: t('Due'),
          value: <OverdueDate value={office.dueAt} overdue={isOverdue(request.status, office.dueAt, now)} />,
        },
        { label: t('Handled by'), value: handler?.naam ?? t('Nobody yet') },
        {
          label: t('Sharing'),
          value: office.publiclyVisible ? t('Shared with fellow residents') : t('Not shared'),
        },
        ...(inspection
          ? [
              {
                label: t('Inspection'),
                value: (
                  <Anchor
                    component={Link}
                    to={generatePath(officeRoutes.inspection, { id: String(inspection.id) })}
                  >
                    {inspection.element
                      ? t('Inspection {{id}}, element {{element}}', {
                          id: inspection.id,
                          element: inspection.element.naam,
                        })
                      : t('Inspection {{id}}', { id: inspection.id })}
                  </Anchor>
                ),
              },
            ]
          : []),
      ]}
    />
  );
};

/** The request's description, its photos (large) and the button that opens its viewpoint in the 3D viewer. */
export const RequestContent = ({ office }: { office: OfficeRequest }) => {
  const { t } = useTranslation();
  const { request } = office;
  const viewpointId = request.linkedItem?.viewpointId ?? null;
  const projectId = request.linkedItem?.projectId;
  const complexId = office.complex?.id;
  return (
    <Stack gap="lg">
      <Section title={t('Description')}>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{request.omschrijving}</Text>
      </Section>
      <Section title={t('Photos')}>
        {request.attachments.length === 0 ? (
          <Text c="gray.7">{t('No photos')}</Text>
        ) : (
          <PhotoGrid files={request.attachments} large />
        )}
        {viewpointId !== null && projectId !== undefined && complexId !== undefined && (
          <ViewpointButton href={viewpointPath(complexId, projectId, viewpointId)} />
        )}
      </Section>
    </Stack>
  );
};
