import { Checkbox, Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';

interface MakeRequestFieldsProps {
  checked: boolean;
  description: string;
  onToggle: () => void;
  onDescription: (description: string) => void;
}

/** 'Make a report' and, while ticked, 'Describe the report' (spec §4); unticking keeps the text. */
export const MakeRequestFields = ({
  checked,
  description,
  onToggle,
  onDescription,
}: MakeRequestFieldsProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox label={t('Make a report')} checked={checked} onChange={onToggle} />
      {checked && (
        <Textarea
          label={t('Describe the report')}
          autosize
          minRows={3}
          value={description}
          onChange={(event) => {
            onDescription(event.currentTarget.value);
          }}
        />
      )}
    </>
  );
};
