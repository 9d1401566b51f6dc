import { useEffect, useState, type RefObject } from 'react';
import { getModelFragments, type DownloadProgress } from '../api/get-model-fragments';
import { ViewerEngine } from './viewer-engine';

export type ModelPhase =
  | { state: 'downloading'; progress: DownloadProgress }
  | { state: 'preparing' }
  | { state: 'ready'; engine: ViewerEngine }
  | { state: 'failed'; error: Error };

/**
 * Downloads a converted model with its progress, then draws it in the container: 'preparing' until the first
 * complete frame, then 'ready' with the engine to work with. Leaving lets go of everything.
 */
export const useViewerModel = (container: RefObject<HTMLDivElement | null>, modelId: number): ModelPhase => {
  const [phase, setPhase] = useState<ModelPhase>({
    state: 'downloading',
    progress: { loaded: 0, total: null },
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    /** Read after each wait: leaving may have happened meanwhile. */
    const left = () => cancelled;
    let engine: ViewerEngine | null = null;
    const run = async () => {
      const bytes = await getModelFragments(modelId, (progress) => {
        if (!left()) setPhase({ state: 'downloading', progress });
      });
      if (left()) return;
      setPhase({ state: 'preparing' });
      engine = new ViewerEngine(element);
      await engine.load(bytes, String(modelId));
      if (!left()) setPhase({ state: 'ready', engine });
    };
    run().catch((error: unknown) => {
      if (left()) return;
      console.error('The 3D model could not be shown.', error);
      setPhase({ state: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
    });
    return () => {
      cancelled = true;
      engine?.dispose();
    };
  }, [container, modelId]);

  return phase;
};
