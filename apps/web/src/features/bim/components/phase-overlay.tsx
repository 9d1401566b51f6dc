import { Alert, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { ModelPhase } from '../engine/use-viewer-model';
import classes from './phase-overlay.module.css';

const MEGABYTE = 1024 * 1024;

/** Download progress, preparing, or failure over the canvas. */
export const PhaseOverlay = ({ phase }: { phase: ModelPhase }) => {
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
