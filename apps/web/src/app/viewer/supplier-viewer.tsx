import { useTranslation } from '../../lib/i18n/i18n';
import { useRequestViewer } from '../../features/bim/api/get-request-viewer';
import { ApiError } from '../../lib/api-error';
import { ProjectViewer } from './project-viewer';
import { ViewerLayout } from './viewer-layout';
import { ViewerMessage } from './viewer-message';

/** The supplier's page (spec §2): a work order's request opens its project at its viewpoint. */
export const SupplierViewer = ({ requestId }: { requestId: number }) => {
  const { t } = useTranslation();
  const target = useRequestViewer(requestId);
  if (target.isSuccess) {
    return (
      <ProjectViewer
        projectId={target.data.projectId}
        viewpointId={target.data.viewpointGuid}
        fromApp={false}
        mayCreateRequests={false}
        technicalDetails
      />
    );
  }
  const notYours = target.error instanceof ApiError && [403, 404].includes(target.error.status);
  return (
    <ViewerLayout title={t('3D model')}>
      {target.isError ? (
        <ViewerMessage tone="error">
          {notYours
            ? t('This request has no viewpoint you may open.')
            : t('This information could not be loaded.')}
        </ViewerMessage>
      ) : (
        <ViewerMessage tone="busy">{t('Loading…')}</ViewerMessage>
      )}
    </ViewerLayout>
  );
};
