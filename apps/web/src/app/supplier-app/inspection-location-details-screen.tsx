import { useParams } from 'react-router';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { InspectionPartActions } from '../../features/inspections/components/inspection-part-actions';
import { LocationElements } from '../../features/inspections/components/location-elements';
import { useInspectionElements } from '../../features/inspections/use-inspection-elements';
import { useTranslation } from '../../lib/i18n/i18n';

/** InspectionLocationDetails (spec §2): the elements at one location with their code, label and state. */
export const InspectionLocationDetailsScreen = () => {
  const { t } = useTranslation();
  const params = useParams();
  const inspectionId = Number(params.inspection);
  const location = params.location ?? '';
  const { edit, loaded } = useInspectionElements(inspectionId);
  return (
    <Screen
      title={location || t('Location')}
      back={false}
      actions={<InspectionPartActions inspectionId={inspectionId} edit={edit} />}
    >
      <QueryView query={loaded} skeleton={{ lines: 3, height: 56 }}>
        {({ edit: { inspection }, elements }) => (
          <LocationElements
            inspection={inspection}
            elements={elements.filter((element) => element.location === location)}
          />
        )}
      </QueryView>
    </Screen>
  );
};
