import { useTranslation } from '../../lib/i18n/i18n';
import { QueryView } from '../../components/query-view';
import { useRequestViewer } from '../../features/bim/api/get-request-viewer';
import { ProjectViewer } from './project-viewer';
import { ViewerFrame } from './viewer-frame';
import { ViewerLayout } from './viewer-layout';

/** The supplier's page (spec §2): a work order's request opens its project at its viewpoint. */
export const SupplierViewer = ({ requestId }: { requestId: number }) => {
  const { t } = useTranslation();
  const target = useRequestViewer(requestId);
  if (target.data) {
    return (
      <ProjectViewer
        projectId={target.data.projectId}
        viewpointId={target.data.viewpointGuid}
        fromApp={false}
        elementId={null}
        raiseAs={null}
        technicalDetails
      />
    );
  }
  return (
    <ViewerLayout title={t('3D model')}>
      <ViewerFrame>
        <QueryView query={target} notFound={t('This request has no viewpoint you may open.')} />
      </ViewerFrame>
    </ViewerLayout>
  );
};
