import { Button } from '@mantine/core';
import type { PinnedRequest } from '@vve/contract/calls/bim';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ndcToScreen } from '../engine/marker-projection';
import type { PlacedRequest } from '../engine/model-places';
import type { ViewerEngine } from '../engine/viewer-engine';
import classes from './pinned-request-markers.module.css';
import { WARNING_TEXT } from '../../../components/text-colors';

interface PinnedRequestMarkersProps {
  engine: ViewerEngine;
  placed: readonly PlacedRequest[];
  onOpen: (request: PinnedRequest) => void;
}

/**
 * The pinned requests as buttons over the canvas (keyboard-focusable, named for screen readers), moved to
 * their elements after every frame; one behind the camera or off the canvas is hidden.
 */
export const PinnedRequestMarkers = ({ engine, placed, onOpen }: PinnedRequestMarkersProps) => {
  const { t } = useTranslation();
  const buttons = useRef(new Map<number, HTMLElement>());

  useEffect(() => {
    const place = () => {
      const { width, height } = engine.size();
      for (const { request, at } of placed) {
        const button = buttons.current.get(request.id);
        if (!button) continue;
        const point = ndcToScreen(engine.project(at), width, height);
        button.style.transform = `translate(${point.x}px, ${point.y}px) translate(-50%, -100%)`;
        button.style.visibility = point.visible ? 'visible' : 'hidden';
      }
    };
    place();
    engine.invalidate();
    return engine.onFrame(place);
  }, [engine, placed]);

  return (
    <div className={classes.markers}>
      {placed.map(({ request }) => (
        <Button
          key={request.id}
          ref={(element: HTMLButtonElement | null) => {
            if (element) buttons.current.set(request.id, element);
            else buttons.current.delete(request.id);
          }}
          className={classes.marker}
          style={{ visibility: 'hidden' }}
          size="compact-sm"
          // White on Mantine's orange 9 is 4.3:1; on the warning colour it keeps AA.
          color={WARNING_TEXT}
          leftSection={<IconMapPin aria-hidden size={14} />}
          aria-label={t('Request {{nr}}: {{description}}', {
            nr: request.nr,
            description: request.omschrijving,
          })}
          onClick={() => {
            onOpen(request);
          }}
        >
          {request.nr}
        </Button>
      ))}
    </div>
  );
};
