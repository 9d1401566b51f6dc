import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { WARNING_TEXT } from '../../../components/text-colors';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { discardEdit, hasUnsavedChanges, type InspectionEdit } from '../inspection-store';

/** The inspection's own screens (details, locations, elements): moving between them is no leaving. */
const isPartOfInspection = (pathname: string, id: number): boolean =>
  pathname === `/inspections/${id}` || pathname.startsWith(`/inspections/${id}/`);

/**
 * Says in the header that the inspection has unsaved changes, and asks before the user leaves it with them: in the
 * app (a dialog; leaving discards them) and when the tab is closed or reloaded (the browser's own question; the
 * changes are kept in the browser, so that a reload finds them again).
 */
export const UnsavedChanges = ({ edit }: { edit: InspectionEdit | undefined }) => {
  const { t } = useTranslation();
  const unsaved = edit !== undefined && hasUnsavedChanges(edit);
  const id = edit?.inspection.id ?? 0;
  const guard = useLeaveGuard(unsaved, (path) => isPartOfInspection(path, id));
  return (
    <>
      {/* Always there, so that screen readers announce when it fills. */}
      <Text size="sm" c={WARNING_TEXT} fw={500} role="status">
        {unsaved ? t('Unsaved changes') : ''}
      </Text>
      <ConfirmDialog
        opened={guard.asking}
        message={t('This inspection has changes that are not saved. Leave without saving them?')}
        confirmLabel={t('Leave without saving')}
        cancelLabel={t('Stay')}
        onConfirm={() => {
          discardEdit(id);
          guard.leave();
        }}
        onCancel={guard.stay}
      />
    </>
  );
};
