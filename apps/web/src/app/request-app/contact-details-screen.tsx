import { Screen } from '../../components/screen';
import { ContactDetailsForm } from '../../features/contact-details/components/contact-details-form';
import { useTranslation } from '../../lib/i18n/i18n';

/** 'Your contact details' (not in the spec): the resident's phone, and whether suppliers may see it. */
export const ContactDetailsScreen = () => {
  const { t } = useTranslation();
  return (
    <Screen title={t('Your contact details')}>
      <ContactDetailsForm />
    </Screen>
  );
};
