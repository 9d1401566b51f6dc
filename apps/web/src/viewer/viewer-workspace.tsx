import { Alert, Button, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import type { BimModel, BimProjectDetails, PinnedRequest, Viewpoint } from '@vve/contract/calls/bim';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pinnedRequestsQueryOptions, usePinnedRequests } from '../features/bim/api/get-pinned-requests';
import { useViewpoint } from '../features/bim/api/get-viewpoint';
import { Section } from '../components/section';
import { notify } from '../lib/notifications';
import { ElementPanel } from './element-panel';
import { elementDetails, ELEMENT_DATA_CONFIG, type ElementDetails } from './element-details';
import { ElementRequestForm } from './element-request-form';
import { ModelUpload } from './model-upload';
import { PinnedRequestDetails } from './pinned-request-details';
import { PinnedRequestMarkers, type PlacedRequest } from './pinned-request-markers';
import { PlaceTreePanel } from './place-tree-panel';
import { postRequestCreated } from './request-created-message';
import { placeIds, placeTree, type PlaceNode } from './spatial-tree';
import { useViewerModel, type ModelPhase } from './use-viewer-model';
import type { ViewerEngine } from './viewer-engine';
import classes from './viewer-layout.module.css';

interface ViewerWorkspaceProps {
  project: BimProjectDetails;
  model: BimModel;
  viewpointId: string | null;
  fromApp: boolean;
  mayCreateRequests: boolean;
}

/** A pointer that moved less than this (CSS pixels) between down and up picked, rather than turned the view. */
const PICK_TOLERANCE = 6;

const isNumber = (value: number | null): value is number => value !== null;

const MEGABYTE = 1024 * 1024;

/** Download progress, preparing, or failure over the canvas. */
const PhaseOverlay = ({ phase }: { phase: ModelPhase }) => {
  const { t } = useTranslation();
  if (phase.state === 'ready') return null;
  let content;
  if (phase.state === 'failed') {
    content = (
      <Alert color="red" role="alert" title={t('The model could not be shown.')}>
        <Text size="sm" c="red.9">
          {phase.error.message}
        </Text>
      </Alert>
    );
  } else if (phase.state === 'downloading') {
    const { loaded, total } = phase.progress;
    const percent = total ? Math.round((loaded / total) * 100) : null;
    content = (
      <Stack gap="xs" role="status">
        <Text ta="center">
          {percent === null
            ? t('Downloading the model… {{size}} MB', { size: (loaded / MEGABYTE).toFixed(1) })
            : t('Downloading the model… {{percent}}%', { percent })}
        </Text>
        <Progress
          value={percent ?? 100}
          animated={percent === null}
          aria-label={t('Downloading the model')}
        />
      </Stack>
    );
  } else {
    content = (
      <Stack gap="xs" align="center" role="status">
        <Loader aria-hidden />
        <Text ta="center">{t('Preparing the model…')}</Text>
      </Stack>
    );
  }
  return (
    <div className={classes.progress}>
      <Paper p="md" withBorder maw={360} w="100%">
        {content}
      </Paper>
    </div>
  );
};

interface Places {
  nodes: PlaceNode[];
  names: Map<number, string>;
}

const placeName = (data: unknown): string | null => {
  const item = data as Record<string, { value?: unknown } | undefined> | undefined;
  const longName = item?.LongName?.value;
  const name = item?.Name?.value;
  if (typeof longName === 'string' && longName !== '') return longName;
  return typeof name === 'string' && name !== '' ? name : null;
};

/** The storeys and spaces of the model with their names. */
const loadPlaces = async (engine: ViewerEngine): Promise<Places> => {
  const nodes = placeTree(await engine.spatialStructure());
  const ids = placeIds(nodes);
  const data =
    ids.length === 0
      ? []
      : await engine.itemsData(ids, {
          attributesDefault: true,
          relationsDefault: { attributes: false, relations: false },
        });
  const names = new Map<number, string>();
  ids.forEach((id, index) => {
    const name = placeName(data[index]);
    if (name !== null) names.set(id, name);
  });
  return { nodes, names };
};

/** The pinned requests at the centres of their first selected elements (those found in this model). */
const placeRequests = async (
  engine: ViewerEngine,
  requests: readonly PinnedRequest[],
): Promise<PlacedRequest[]> => {
  const firstGuids = requests.map((request) => request.viewpoint.selectedGuids[0] ?? null);
  const wanted = firstGuids.filter((guid): guid is string => guid !== null);
  const localIds = wanted.length === 0 ? [] : await engine.localIdsOf(wanted);
  const byGuid = new Map(wanted.map((guid, index) => [guid, localIds[index] ?? null]));
  const found = [...new Set([...byGuid.values()].filter(isNumber))];
  const centres = found.length === 0 ? [] : await engine.centresOf(found);
  const centreOf = new Map(found.map((id, index) => [id, centres[index] ?? null]));
  return requests.flatMap((request, index) => {
    const guid = firstGuids[index];
    const localId = guid ? byGuid.get(guid) : null;
    const at = localId === null || localId === undefined ? null : centreOf.get(localId);
    return at ? [{ request, at }] : [];
  });
};

/**
 * The 3D model with its panel (spec §2): the canvas (orbit, pan and zoom by mouse, touch and keyboard), tap to
 * pick an element, its properties, the storeys, markers of pinned requests, and 'Create a request'.
 */
export const ViewerWorkspace = ({
  project,
  model,
  viewpointId,
  fromApp,
  mayCreateRequests,
}: ViewerWorkspaceProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const phase = useViewerModel(container, model.id);
  const engine = phase.state === 'ready' ? phase.engine : null;
  const viewpoint = useViewpoint(project.id, viewpointId);
  const pinned = usePinnedRequests(project.id);
  const [selected, setSelected] = useState<ElementDetails | null>(null);
  const [places, setPlaces] = useState<Places>({ nodes: [], names: new Map() });
  const [isolated, setIsolated] = useState<number | null>(null);
  const [placed, setPlaced] = useState<PlacedRequest[]>([]);
  const [openRequest, setOpenRequest] = useState<PinnedRequest | null>(null);
  const [mode, setMode] = useState<'browse' | 'create' | 'sent'>('browse');
  const pointerDown = useRef<{ x: number; y: number } | null>(null);

  /** Highlights elements; answers the details of the first (shown as the picked element). */
  const highlight = useCallback(
    async (localIds: readonly number[]): Promise<ElementDetails | null> => {
      if (!engine) return null;
      await engine.highlight(localIds);
      const first = localIds[0];
      if (first === undefined) return null;
      const [data] = await engine.itemsData([first], ELEMENT_DATA_CONFIG);
      return elementDetails(first, data);
    },
    [engine],
  );

  const select = (localIds: readonly number[]) => {
    highlight(localIds).then(setSelected, (error: unknown) => {
      console.error('The element could not be selected.', error);
    });
  };

  const applyViewpoint = useCallback(
    async (target: Pick<Viewpoint, 'camera' | 'selectedGuids'>): Promise<ElementDetails | null> => {
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
    let live = true;
    loadPlaces(engine)
      .then((loaded) => {
        if (live) setPlaces(loaded);
      })
      .catch((error: unknown) => {
        console.error('The storeys could not be read.', error);
      });
    return () => {
      live = false;
    };
  }, [engine]);

  useEffect(() => {
    if (!engine || !viewpoint.data) return;
    let live = true;
    applyViewpoint(viewpoint.data)
      .then((details) => {
        if (live) setSelected(details);
      })
      .catch((error: unknown) => {
        console.error('The viewpoint could not be shown.', error);
      });
    return () => {
      live = false;
    };
  }, [engine, viewpoint.data, applyViewpoint]);

  useEffect(() => {
    if (!engine || !pinned.data) return;
    let live = true;
    placeRequests(engine, pinned.data)
      .then((result) => {
        if (live) setPlaced(result);
      })
      .catch((error: unknown) => {
        console.error('The requests could not be placed.', error);
      });
    return () => {
      live = false;
    };
  }, [engine, pinned.data]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerDown.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointerDown.current;
    pointerDown.current = null;
    if (!engine || !start || event.target !== engine.canvas) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > PICK_TOLERANCE) return;
    engine.pick(event.clientX, event.clientY).then(
      (localId) => {
        select(localId === null ? [] : [localId]);
      },
      (error: unknown) => {
        console.error('The element could not be picked.', error);
      },
    );
  };

  const isolate = (storey: PlaceNode | null) => {
    if (!engine) return;
    setIsolated(storey?.localId ?? null);
    void engine.isolate(storey ? storey.contents : null);
  };

  const openPinned = (request: PinnedRequest) => {
    setOpenRequest(request);
    applyViewpoint(request.viewpoint).then(setSelected, (error: unknown) => {
      console.error('The viewpoint could not be shown.', error);
    });
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
        {engine && <PinnedRequestMarkers engine={engine} placed={placed} onOpen={openPinned} />}
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
            <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('Your request has been sent')}</Text>
                <Button
                  size="xs"
                  variant="white"
                  onClick={() => {
                    setMode('browse');
                  }}
                >
                  {t('OK')}
                </Button>
              </Stack>
            </Alert>
          )}
          {mode === 'create' && selected ? (
            <ElementRequestForm
              projectId={project.id}
              complexId={project.complexId}
              complexName={project.complexName}
              guid={selected.guid}
              camera={() => {
                if (!engine) throw new Error('No model is shown.');
                return engine.bcfCamera();
              }}
              onCancel={() => {
                setMode('browse');
              }}
              onSent={sent}
            />
          ) : (
            <ElementPanel
              element={selected}
              onCreateRequest={
                mayCreateRequests && engine
                  ? () => {
                      setMode('create');
                    }
                  : undefined
              }
            />
          )}
          {engine && (
            <PlaceTreePanel
              places={places.nodes}
              names={places.names}
              isolated={isolated}
              onIsolate={isolate}
              onSelect={(localId) => {
                select([localId]);
              }}
            />
          )}
          {project.canUpload && (
            <Section title={t('Model')}>
              <Text size="sm" c="gray.7">
                {model.fileName}
              </Text>
              <ModelUpload projectId={project.id} />
            </Section>
          )}
        </Stack>
      </aside>
    </>
  );
};
