import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowsDiff, IconLock } from '@tabler/icons-react';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';

interface AdoptedNoteProps {
  adoptedOn: string;
  /** Whether the comparison with the draft shows. */
  comparing: boolean;
  onCompare: (comparing: boolean) => void;
}

/** That the version shown was adopted on a day and is kept as it is, with 'Compare with the draft'. */
export const AdoptedNote = ({ adoptedOn, comparing, onCompare }: AdoptedNoteProps) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <Alert color="blue" variant="light" icon={<IconLock aria-hidden />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={700}>
          {t('Adopted by the members’ meeting on {{date}}; kept as it is.', { date: date(adoptedOn) })}
        </Text>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconArrowsDiff aria-hidden size={16} />}
          aria-expanded={comparing}
          onClick={() => {
            onCompare(!comparing);
          }}
        >
          {t('Compare with the draft')}
        </Button>
      </Group>
    </Alert>
  );
};
