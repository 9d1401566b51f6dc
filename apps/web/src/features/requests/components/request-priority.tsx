import { NativeSelect } from '@mantine/core';
import { RequestPriority, type OfficeRequest } from '@vve/contract/calls/office';
import { KNOWN_PRIORITIES } from '@vve/contract/rules/known-values';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { codeOptions, priorityLabel } from '../../../lib/known-values';
import { useChangeRequestPriority } from '../api/change-request-priority';

/** The request's priority, changed on the spot: its due date follows (the response target of the priority). */
export const RequestPriorityField = ({ office }: { office: OfficeRequest }) => {
  const { t } = useTranslation();
  const change = useChangeRequestPriority(office.request.id);
  return (
    <NativeSelect
      aria-label={t('Priority')}
      size="xs"
      w={160}
      value={change.isPending ? change.variables : office.priority}
      disabled={change.isPending}
      data={codeOptions(KNOWN_PRIORITIES, priorityLabel, t)}
      error={change.isError ? t('The priority could not be changed. Please try again.') : undefined}
      onChange={(event) => {
        const priority = RequestPriority.safeParse(event.currentTarget.value).data;
        if (priority === undefined) return;
        change.mutate(priority, {
          onSuccess: () => {
            notify(t('The priority has been changed; the due date follows it.'));
          },
        });
      }}
    />
  );
};
