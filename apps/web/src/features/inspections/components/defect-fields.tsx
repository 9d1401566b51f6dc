import { Group, NativeSelect, Paper, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { type Defect, DefectType } from '@vve/contract/calls/inspections';
import { DefectExtent, DefectIntensity, DefectSeverity } from '@vve/contract/enums';
import { defectCondition } from '@vve/contract/rules/condition-score';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ItemActions } from '../../../components/item-actions';
import { useTranslation } from '../../../lib/i18n/i18n';
import {
  defectTypeLabel,
  extentLabel,
  intensityLabel,
  scoreLabel,
  severityLabel,
} from '../../../lib/condition-labels';

/** A select of one of a schema's values, each with its label; the value parsed back by the schema. */
const Choice = <T extends string | number>({
  label,
  schema,
  options,
  value,
  name,
  onChange,
}: {
  label: string;
  schema: z.ZodType<T>;
  options: readonly T[];
  value: T;
  name: (option: T) => string;
  onChange: (value: T) => void;
}) => (
  <NativeSelect
    label={label}
    value={String(value)}
    data={options.map((option) => ({ value: String(option), label: name(option) }))}
    onChange={(event) => {
      const text = event.currentTarget.value;
      const parsed = schema.safeParse(typeof value === 'number' ? Number(text) : text);
      if (parsed.success) onChange(parsed.data);
    }}
  />
);

interface DefectFieldsProps {
  defect: Defect;
  /** Its place in the element's defects, from 1: its name. */
  number: number;
  onChange: (defect: Defect) => void;
  onRemove: () => void;
  /** Its photos, with the button that adds more. */
  photos: ReactNode;
}

/**
 * One defect of an element by NEN 2767: its kind, severity, intensity, extent, text and photos, and the condition
 * they give.
 */
export const DefectFields = ({ defect, number, onChange, onRemove, photos }: DefectFieldsProps) => {
  const { t } = useTranslation();
  const set = (change: Partial<Defect>) => {
    onChange({ ...defect, ...change });
  };
  const title = t('Defect {{number}}', { number });
  return (
    <Paper withBorder p="sm" component="li" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {`${title}: ${scoreLabel(defectCondition(defect), t)}`}
          </Title>
          <ItemActions remove={{ label: t('Remove defect {{number}}', { number }), onClick: onRemove }} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Choice
            label={t('Kind of defect')}
            schema={DefectType}
            options={DefectType.options}
            value={defect.type}
            name={(type) => defectTypeLabel(type, t)}
            onChange={(type) => {
              set({ type });
            }}
          />
          <Choice
            label={t('Severity')}
            schema={DefectSeverity}
            options={DefectSeverity.options}
            value={defect.severity}
            name={(severity) => severityLabel(severity, t)}
            onChange={(severity) => {
              set({ severity });
            }}
          />
          <Choice
            label={t('Intensity')}
            schema={DefectIntensity}
            options={[1, 2, 3] as const}
            value={defect.intensity}
            name={(intensity) => intensityLabel(intensity, t)}
            onChange={(intensity) => {
              set({ intensity });
            }}
          />
          <Choice
            label={t('Extent')}
            schema={DefectExtent}
            options={[1, 2, 3, 4, 5] as const}
            value={defect.extent}
            name={(extent) => extentLabel(extent, t)}
            onChange={(extent) => {
              set({ extent });
            }}
          />
        </SimpleGrid>
        <Textarea
          label={t('What you see')}
          autosize
          minRows={2}
          value={defect.description}
          onChange={(event) => {
            set({ description: event.currentTarget.value });
          }}
        />
        {photos}
      </Stack>
    </Paper>
  );
};
