import type { MapElement } from '@vve/contract/calls/condition-map';
import { ChooseAndAct } from '../../../components/choose-and-act';
import { useTranslation } from '../../../lib/i18n/i18n';

interface ModelLinkFormProps {
  /** The register elements the picked model element is not linked to yet. */
  choices: readonly MapElement[];
  /** The choice made already when it is one of them (the register element being linked). */
  preferred: MapElement | null;
  busy: boolean;
  onLink: (element: MapElement) => void;
}

/** Links the picked model element to an element of the register (administrators and inspectors). */
export const ModelLinkForm = ({ choices, preferred, busy, onLink }: ModelLinkFormProps) => {
  const { t } = useTranslation();
  return (
    <ChooseAndAct
      label={t('Link to register element')}
      placeholder={t('Choose an element')}
      options={choices.map((choice) => ({
        value: String(choice.id),
        label: `${choice.label} (${choice.aspectName}, ${choice.location})`,
      }))}
      action={t('Link')}
      initial={preferred === null ? undefined : String(preferred.id)}
      busy={busy}
      onAct={(value) => {
        const element = choices.find((choice) => String(choice.id) === value);
        if (element) onLink(element);
      }}
    />
  );
};
