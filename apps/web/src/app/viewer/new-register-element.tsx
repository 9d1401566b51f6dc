import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChooseAndAct } from '../../components/choose-and-act';
import { conditionMapQueryOptions } from '../../features/bim/api/get-condition-map';
import { useOfficePlanning } from '../../features/office-planning/api/get-office-planning';
import { NewElementDialog } from '../../features/office-planning/components/element-dialog';
import { useTranslation } from '../../lib/i18n/i18n';
import { aspectLabel } from '../../lib/known-values';

interface NewRegisterElementProps {
  complexId: number;
  projectId: number;
  /** The picked model element's GlobalId, which the new element stands for. */
  guid: string;
}

/**
 * A new register element for a picked model element (administrators): an aspect of the complex, then the back
 * office's element form with the GlobalId filled in; the map is read again when the form closes.
 */
export const NewRegisterElement = ({ complexId, projectId, guid }: NewRegisterElementProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const planning = useOfficePlanning(complexId);
  const [adding, setAdding] = useState<number | null>(null);
  const aspects = planning.data?.aspects ?? [];
  return (
    <>
      <ChooseAndAct
        label={t('New register element in')}
        placeholder={t('Choose an aspect')}
        options={aspects.map((aspect) => ({ value: String(aspect.id), label: aspectLabel(aspect, t) }))}
        action={t('Add element')}
        onAct={(value) => {
          setAdding(Number(value));
        }}
      />
      {adding !== null && (
        <NewElementDialog
          aspectId={adding}
          globalIds={[guid]}
          onClose={() => {
            setAdding(null);
            void queryClient.invalidateQueries({ queryKey: conditionMapQueryOptions(projectId).queryKey });
          }}
        />
      )}
    </>
  );
};
