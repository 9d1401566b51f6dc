import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { useReveal } from '../../lib/use-reveal';

/**
 * 'Your request has been sent' in the panel, scrolled into sight; its OK takes the focus that the sent form had
 * (the form is gone), so that a keyboard goes on from here.
 */
export const SentRequestAlert = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const alert = useReveal<HTMLDivElement>(null);
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ok.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Alert ref={alert} color="green" icon={<IconCircleCheck aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('Your request has been sent')}</Text>
        <Button ref={ok} size="xs" variant="white" onClick={onDone}>
          {t('OK')}
        </Button>
      </Stack>
    </Alert>
  );
};
