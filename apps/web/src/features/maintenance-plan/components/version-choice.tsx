import { NativeSelect } from '@mantine/core';
import type { PlanVersionRef } from '@vve/contract/calls/maintenance-plan';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';

const DRAFT = 'draft';

interface VersionChoiceProps {
  versions: readonly PlanVersionRef[];
  /** The adopted version shown; null: the draft. */
  value: number | null;
  onChange: (versionId: number | null) => void;
}

/** Which version of the plan shows: the draft, or one adopted on a day (newest first). */
export const VersionChoice = ({ versions, value, onChange }: VersionChoiceProps) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const adopted = versions.filter((version) => version.adoptedOn !== null);
  return (
    <NativeSelect
      label={t('Version')}
      data={[
        { value: DRAFT, label: t('Draft') },
        ...adopted.map((version) => ({
          value: String(version.id),
          label: t('Adopted on {{date}}', { date: date(version.adoptedOn ?? '') }),
        })),
      ]}
      value={value === null ? DRAFT : String(value)}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(chosen === DRAFT ? null : Number(chosen));
      }}
      w={240}
    />
  );
};
