import { Button, Stack } from '@mantine/core';
import { IconPalette, IconPresentation } from '@tabler/icons-react';
import { MAX_SNAPSHOT_SIDE } from '@vve/contract/calls/bim';
import type { ConditionMap, MapElement } from '@vve/contract/calls/condition-map';
import type { LinkProposal } from '@vve/contract/rules/model-link-proposals';
import type {
  BimModel,
  BimProjectDetails,
  PinnedRequest,
  Viewpoint,
  ViewpointCreate,
} from '@vve/contract/calls/bim';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { pinnedRequestsQueryOptions, usePinnedRequests } from '../../features/bim/api/get-pinned-requests';
import { useViewpoint } from '../../features/bim/api/get-viewpoint';
import { applyUnlessStale } from '../../lib/apply-unless-stale';
import { notify } from '../../lib/notifications';
import type { Vec3 } from '../../features/bim/engine/bcf-camera';
import { ElementPanel } from '../../features/bim/components/element-panel';
import {
  elementDetails,
  ELEMENT_DATA_CONFIG,
  type ElementDetails,
} from '../../features/bim/engine/element-details';
import { NOWHERE, placeOf } from '../../features/bim/engine/element-place';
import { ElementRequestForm } from '../../features/requests/components/element-request-form';
import { PinnedRequestDetails } from '../../features/bim/components/pinned-request-details';
import { PinnedRequestMarkers } from '../../features/bim/components/pinned-request-markers';
import {
  isNumber,
  loadPlaces,
  NO_PLACES,
  placedOnStorey,
  placeRequests,
  type PlacedRequest,
  type Places,
} from '../../features/bim/engine/model-places';
import { PhaseOverlay } from '../../features/bim/components/phase-overlay';
import { BcfExport } from '../../features/bim/components/bcf-export';
import { ConditionMapPanel } from '../../features/bim/components/condition-map-panel';
import { MapSelection } from '../../features/bim/components/map-selection';
import { useConditionMapMode } from '../../features/bim/engine/use-condition-map-mode';
import { useLinkProposals } from '../../features/bim/engine/use-link-proposals';
import { LinkProposals } from '../../features/bim/components/link-proposals';
import { useModelLink } from '../../features/bim/api/link-model-element';
import { QueryView } from '../../components/query-view';
import { PlaceTreePanel } from '../../features/bim/components/place-tree-panel';
import { plainName } from '../../features/bim/element-plain-name';
import { postRequestCreated } from './request-created-message';
import { NewRegisterElement } from './new-register-element';
import { MeetingViewDialog } from './meeting-view-dialog';
import { RaiseDialog } from './raise-dialog';
import type { RaiseAs } from './viewer-roles';
import { SentRequestAlert } from './sent-request-alert';
import type { PlaceNode } from '../../features/bim/engine/spatial-tree';
import { useViewerModel } from '../../features/bim/engine/use-viewer-model';
import classes from './viewer-layout.module.css';

interface ViewerWorkspaceProps {
  project: BimProjectDetails;
  model: BimModel;
  viewpointId: string | null;
  fromApp: boolean;
  /** A register element to open on the condition map when it is shown, to link it (from an inspection); or null. */
  elementId: number | null;
  /** How 'Create a request' raises one; null: not offered. */
  raiseAs: RaiseAs | null;
  /** Whether a picked element's IFC properties show (suppliers and administrators). */
  technicalDetails: boolean;
}

/** The picked element, with the centre of its box (to tell which space it is in). */
interface Selection {
  element: ElementDetails;
  centre: Vec3 | null;
}

/** A pointer that moved less than this (CSS pixels) between down and up picked, rather than turned the view. */
const PICK_TOLERANCE = 6;

/**
 * The 3D model with its panel (spec §2): the canvas (orbit, pan and zoom by mouse, touch and keyboard), tap to
 * pick an element, its properties, the storeys, markers of pinned requests, 'Create a request', and for an
 * administrator 'Show at a meeting'.
 */
export const ViewerWorkspace = ({
  project,
  model,
  viewpointId,
  fromApp,
  elementId,
  raiseAs,
  technicalDetails,
}: ViewerWorkspaceProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const phase = useViewerModel(container, model.id);
  const engine = phase.state === 'ready' ? phase.engine : null;
  const viewpoint = useViewpoint(project.id, viewpointId);
  const pinned = usePinnedRequests(project.id);
  const [selected, setSelected] = useState<Selection | null>(null);
  const [places, setPlaces] = useState<Places>(NO_PLACES);
  const [isolated, setIsolated] = useState<PlaceNode | null>(null);
  const [placed, setPlaced] = useState<PlacedRequest[]>([]);
  const shownMarkers = useMemo(() => placedOnStorey(placed, isolated), [placed, isolated]);
  const [openRequest, setOpenRequest] = useState<PinnedRequest | null>(null);
  const [mode, setMode] = useState<'browse' | 'create' | 'sent'>('browse');
  /** The administrator's dialog open at the picked element. */
  const [raising, setRaising] = useState<'request' | 'workOrder' | null>(null);
  /** The administrator's 'Show at a meeting' dialog is open. */
  const [showingAtMeeting, setShowingAtMeeting] = useState(false);
  const pointerDown = useRef<{ x: number; y: number } | null>(null);
  const mapMode = useConditionMapMode(engine, project.id, project.conditionMap, elementId !== null);
  const proposals = useLinkProposals(engine, mapMode.on ? mapMode.map.data : undefined);
  const link = useModelLink(project.id);
  /** A register element opened from the map's list, shown while none of the model is picked. */
  const [opened, setOpened] = useState<MapElement | null>(null);
  /** The register element opened last: the one a picked model element is offered to be linked to. */
  const [linking, setLinking] = useState<MapElement | null>(null);
  const openedFromAddress = useRef(false);

  /** Highlights elements; answers the first (shown as the picked element). */
  const highlight = useCallback(
    async (localIds: readonly number[]): Promise<Selection | null> => {
      if (!engine) return null;
      await engine.highlight(localIds);
      const first = localIds[0];
      if (first === undefined) return null;
      const [[data], [centre]] = await Promise.all([
        engine.itemsData([first], ELEMENT_DATA_CONFIG),
        engine.centresOf([first]),
      ]);
      return { element: elementDetails(first, data), centre: centre ?? null };
    },
    [engine],
  );

  const select = (localIds: readonly number[]) => {
    highlight(localIds).then(setSelected, (error: unknown) => {
      console.error('The element could not be selected.', error);
    });
  };

  const applyViewpoint = useCallback(
    async (target: Pick<Viewpoint, 'camera' | 'selectedGuids'>): Promise<Selection | null> => {
      if (!engine) return null;
      const ids = (
        target.selectedGuids.length === 0 ? [] : await engine.localIdsOf(target.selectedGuids)
      ).filter(isNumber);
      const [centre] = ids.length === 0 ? [null] : await engine.centresOf(ids.slice(0, 1));
      engine.setBcfCamera(target.camera, centre ?? null);
      return highlight(ids);
    },
    [engine, highlight],
  );

  useEffect(() => {
    if (!engine) return;
    engine.describe(
      t('3D model of {{name}}. Drag to turn, scroll or pinch to zoom; arrow keys move the view.', {
        name: project.name,
      }),
    );
  }, [engine, project.name, t]);

  useEffect(() => {
    if (!engine) return;
    return applyUnlessStale(loadPlaces(engine), setPlaces, 'The storeys could not be read.');
  }, [engine]);

  useEffect(() => {
    if (!engine || !viewpoint.data) return;
    return applyUnlessStale(applyViewpoint(viewpoint.data), setSelected, 'The viewpoint could not be shown.');
  }, [engine, viewpoint.data, applyViewpoint]);

  useEffect(() => {
    if (!engine || !pinned.data) return;
    return applyUnlessStale(
      placeRequests(engine, pinned.data),
      setPlaced,
      'The requests could not be placed.',
    );
  }, [engine, pinned.data]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerDown.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointerDown.current;
    pointerDown.current = null;
    if (!engine || !start || event.target !== engine.canvas) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > PICK_TOLERANCE) return;
    setOpened(null);
    const picked = performance.now();
    engine
      .pick(event.clientX, event.clientY)
      .then((localId) => highlight(localId === null ? [] : [localId]))
      .then(
        (selection) => {
          setSelected(selection);
          // bench:model-load reads how long a pick took, to its element highlighted.
          performance.measure('viewer:pick', { start: picked });
        },
        (error: unknown) => {
          console.error('The element could not be picked.', error);
        },
      );
  };

  const isolate = (storey: PlaceNode | null) => {
    if (!engine) return;
    setIsolated(storey);
    void engine.isolate(storey ? storey.contents : null);
  };

  const openPinned = (request: PinnedRequest) => {
    setOpenRequest(request);
    applyViewpoint(request.viewpoint).then(setSelected, (error: unknown) => {
      console.error('The viewpoint could not be shown.', error);
    });
  };

  const openMapElement = (element: MapElement) => {
    setOpened(element);
    setLinking(element);
    if (!engine) return;
    engine.localIdsOf(element.globalIds).then(
      (ids) => {
        select(ids.filter(isNumber));
      },
      (error: unknown) => {
        console.error('The element could not be found in the model.', error);
      },
    );
  };

  // The element the page was opened for (an inspector's element being graded): opened once the map is shown.
  const addressed =
    elementId === null ? undefined : mapMode.map.data?.elements.find(({ id }) => id === elementId);
  useEffect(() => {
    if (!addressed || !engine || openedFromAddress.current) return;
    openedFromAddress.current = true;
    openMapElement(addressed);
  });

  const acceptProposal = (proposal: LinkProposal<MapElement>) => {
    if (!engine) return;
    engine.guidsOf(proposal.localIds).then(
      (guids) => {
        link.mutate({ elementId: proposal.element.id, link: guids.filter((guid) => guid !== null) });
      },
      (error: unknown) => {
        console.error('The proposed link could not be made.', error);
      },
    );
  };

  const selectedPlace = selected ? placeOf(selected.element.localId, selected.centre, places) : NOWHERE;
  /** What a request about the picked element starts from: its plain name, storey and space. */
  const describedElement = (element: ElementDetails) =>
    [plainName(t, element), selectedPlace.storey, selectedPlace.space]
      .filter((part) => part !== null)
      .join(', ');

  const pickedGuid = selected?.element.guid ?? null;
  /** The view at the moment a request about the picked element is sent: camera, element and picture. */
  const viewpointOfSelected = (): ViewpointCreate => {
    if (!engine) throw new Error('No model is shown.');
    return {
      camera: engine.bcfCamera(),
      selectedGuids: pickedGuid === null ? [] : [pickedGuid],
      snapshot: engine.snapshot(MAX_SNAPSHOT_SIDE),
    };
  };
  const mapElements = (map: ConditionMap): MapElement[] => {
    if (pickedGuid !== null) return map.elements.filter((element) => element.globalIds.includes(pickedGuid));
    return opened ? [opened] : [];
  };

  const sent = () => {
    notify(t('Your request has been sent'));
    postRequestCreated(fromApp);
    void queryClient.invalidateQueries({ queryKey: pinnedRequestsQueryOptions(project.id).queryKey });
    setMode('sent');
  };

  const dataState = phase.state === 'ready' ? 'ready' : phase.state === 'failed' ? 'failed' : 'loading';

  return (
    <>
      <div
        className={classes.stage}
        data-state={dataState}
        data-testid="viewer-stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        <div ref={container} className={classes.canvas} />
        {engine && <PinnedRequestMarkers engine={engine} placed={shownMarkers} onOpen={openPinned} />}
        <PhaseOverlay phase={phase} />
      </div>
      <aside className={classes.panel} aria-label={t('Model details')}>
        <Stack p="sm" gap="lg">
          {openRequest && (
            <PinnedRequestDetails
              request={openRequest}
              onClose={() => {
                setOpenRequest(null);
              }}
            />
          )}
          {mode === 'sent' && (
            <SentRequestAlert
              onDone={() => {
                setMode('browse');
              }}
            />
          )}
          {mode === 'create' && selected ? (
            <ElementRequestForm
              projectId={project.id}
              complexId={project.complexId}
              complexName={project.complexName}
              viewpoint={viewpointOfSelected}
              onCancel={() => {
                setMode('browse');
              }}
              onSent={sent}
            />
          ) : (
            <ElementPanel
              element={selected?.element ?? null}
              place={selectedPlace}
              technicalDetails={technicalDetails}
              onCreateRequest={
                raiseAs && engine
                  ? () => {
                      if (raiseAs === 'administrator') setRaising('request');
                      else setMode('create');
                    }
                  : undefined
              }
              onCreateWorkOrder={
                raiseAs === 'administrator' && engine
                  ? () => {
                      setRaising('workOrder');
                    }
                  : undefined
              }
            >
              {mapMode.on && mapMode.map.data && (selected ?? opened) && (
                <MapSelection
                  map={mapMode.map.data}
                  linking={linking}
                  guid={pickedGuid}
                  elements={mapElements(mapMode.map.data)}
                  moment={mapMode.moment}
                >
                  {raiseAs === 'administrator' && pickedGuid !== null && (
                    <NewRegisterElement
                      complexId={project.complexId}
                      projectId={project.id}
                      guid={pickedGuid}
                    />
                  )}
                </MapSelection>
              )}
            </ElementPanel>
          )}
          {project.conditionMap && engine && (
            <Button
              variant={mapMode.on ? 'filled' : 'default'}
              aria-pressed={mapMode.on}
              leftSection={<IconPalette aria-hidden size={18} />}
              onClick={() => {
                mapMode.setOn(!mapMode.on);
              }}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('Condition map')}
            </Button>
          )}
          {raiseAs === 'administrator' && engine && (
            <Button
              variant="default"
              leftSection={<IconPresentation aria-hidden size={18} />}
              onClick={() => {
                setShowingAtMeeting(true);
              }}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('Show at a meeting')}
            </Button>
          )}
          {project.conditionMap && engine && (
            <BcfExport
              projectId={project.id}
              conditionMap={
                mapMode.on
                  ? () => ({
                      camera: engine.bcfCamera(),
                      snapshot: engine.snapshot(MAX_SNAPSHOT_SIDE),
                      ...(mapMode.moment !== null && { at: mapMode.moment }),
                    })
                  : undefined
              }
            />
          )}
          {mapMode.on && (
            <QueryView query={mapMode.map} skeleton={{ lines: 3 }}>
              {(map) => (
                <ConditionMapPanel
                  map={map}
                  moments={mapMode.moments}
                  momentIndex={mapMode.momentIndex}
                  moment={mapMode.moment}
                  onMomentIndex={mapMode.setMomentIndex}
                  onOpen={openMapElement}
                />
              )}
            </QueryView>
          )}
          <LinkProposals
            proposals={proposals}
            busy={link.isPending}
            error={link.error}
            onAccept={acceptProposal}
          />
          {engine && (
            <PlaceTreePanel
              places={places.nodes}
              names={places.names}
              isolated={isolated?.localId ?? null}
              onIsolate={isolate}
              onSelect={(localId) => {
                select([localId]);
              }}
            />
          )}
          {showingAtMeeting && engine && (
            <MeetingViewDialog
              projectId={project.id}
              complexId={project.complexId}
              viewpoint={viewpointOfSelected}
              onClose={() => {
                setShowingAtMeeting(false);
              }}
            />
          )}
          {raising && selected && engine && (
            <RaiseDialog
              kind={raising}
              projectId={project.id}
              description={describedElement(selected.element)}
              viewpoint={viewpointOfSelected}
              onClose={() => {
                setRaising(null);
              }}
            />
          )}
        </Stack>
      </aside>
    </>
  );
};
