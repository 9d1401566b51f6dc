import type { BimProjectDetails } from '@vve/contract/calls/bim';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { useBimProject } from '../../features/bim/api/get-bim-project';
import { QueryView } from '../../components/query-view';
import { BackToApp } from './back-to-app';
import { ViewerFrame } from './viewer-frame';
import { ViewerLayout } from './viewer-layout';
import { ViewerMessage } from './viewer-message';
import type { RaiseAs } from './viewer-roles';

/** The 3D part (three.js and That Open fragments), loaded only when there is a model to show. */
const ViewerWorkspace = lazy(async () => ({ default: (await import('./viewer-workspace')).ViewerWorkspace }));

interface ProjectViewerProps {
  projectId: number;
  viewpointId: string | null;
  /** Opened from the app's bimDetails: a sent request is told to the app's window. */
  fromApp: boolean;
  /** A register element to open on the condition map, to link it; null: none. */
  elementId: number | null;
  /** How 'Create a request' raises one; null: not offered (the supplier's page). */
  raiseAs: RaiseAs | null;
  /** Whether a picked element's IFC properties show (suppliers and administrators). */
  technicalDetails: boolean;
}

/** What stands in for the model while it cannot be shown. */
const ModelState = ({ project }: { project: BimProjectDetails }) => {
  const { t } = useTranslation();
  const model = project.model;
  if (model === null) {
    return <ViewerMessage tone="info">{t('This project has no 3D model yet.')}</ViewerMessage>;
  }
  if (model.status === 'FAILED') {
    return (
      <ViewerMessage tone="error">
        {t('The model could not be prepared: {{error}}', { error: model.error ?? t('unknown error') })}
      </ViewerMessage>
    );
  }
  return <ViewerMessage tone="busy">{t('The model is being prepared…')}</ViewerMessage>;
};

/** A 3D project (spec §2): its model, or why it cannot be shown yet; polled while it is being prepared. */
export const ProjectViewer = ({
  projectId,
  viewpointId,
  fromApp,
  elementId,
  raiseAs,
  technicalDetails,
}: ProjectViewerProps) => {
  const { t } = useTranslation();
  const project = useBimProject(projectId);
  const actions = <BackToApp fromApp={fromApp} />;

  const details = project.data;
  if (details === undefined) {
    return (
      <ViewerLayout title={t('3D model')} actions={actions}>
        <ViewerFrame>
          <QueryView query={project} notFound={t('This 3D model was not found.')} />
        </ViewerFrame>
      </ViewerLayout>
    );
  }
  return (
    <ViewerLayout title={details.name} subtitle={details.complexName} actions={actions}>
      {details.model?.status === 'READY' ? (
        <Suspense fallback={<ViewerMessage tone="busy">{t('Loading the 3D viewer…')}</ViewerMessage>}>
          <ViewerWorkspace
            key={details.model.id}
            project={details}
            model={details.model}
            viewpointId={viewpointId}
            fromApp={fromApp}
            elementId={elementId}
            raiseAs={raiseAs}
            technicalDetails={technicalDetails}
          />
        </Suspense>
      ) : (
        <ModelState project={details} />
      )}
    </ViewerLayout>
  );
};
