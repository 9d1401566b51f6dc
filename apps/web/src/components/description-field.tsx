import { Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from '../lib/i18n/i18n';

/** The description of what is to be done, in a dialog: required, growing from 4 to 12 lines. */
export const DescriptionField = (props: Omit<TextareaProps, 'label' | 'required' | 'autosize'>) => {
  const { t } = useTranslation();
  return <Textarea label={t('Description')} required autosize minRows={4} maxRows={12} {...props} />;
};
