import { PRODUCT_NAME, type Language } from '@vve/contract/constants';
import { INVITATION_DAYS, type PasswordLinkPurpose } from '@vve/contract/rules/password-links';
import { composeEmail, type EmailMessage } from './email-message';

interface Recipient {
  email: string;
  name: string;
  username: string;
  language: Language;
}

interface Texts {
  greeting: (name: string) => string;
  invite: {
    subject: string;
    intro: (days: number) => string[];
    button: string;
  };
  reset: { subject: string; intro: string[]; button: string; ignore: string };
  username: (username: string) => string;
  unexpected: string;
}

const P = PRODUCT_NAME;

/** The invitation and reset emails in each language (the app's own texts are in the web app's locales). */
const TEXTS: Record<Language, Texts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    invite: {
      subject: `You are invited to ${P}`,
      intro: (days) => [
        `Your administrator invited you to ${P}: send requests about your building, follow how they are handled and see your complex.`,
        `Choose your password with the link below. It works once, for ${days} days.`,
      ],
      button: 'Choose your password',
    },
    reset: {
      subject: `Choose a new password for ${P}`,
      intro: [
        `Someone asked for a new password for your ${P} account.`,
        'Choose a new password with the link below. It works once, for one hour.',
      ],
      button: 'Choose a new password',
      ignore: 'If that was not you, ignore this email: your password stays as it is.',
    },
    username: (username) => `Your user name is ${username}.`,
    unexpected: 'If you did not expect this email, you can ignore it.',
  },
  nl: {
    greeting: (name) => `Beste ${name},`,
    invite: {
      subject: `U bent uitgenodigd voor ${P}`,
      intro: (days) => [
        `Uw beheerder nodigt u uit voor ${P}: meld wat er aan uw gebouw mankeert, volg hoe het wordt afgehandeld en bekijk uw complex.`,
        `Kies uw wachtwoord met de link hieronder. Die werkt één keer, ${days} dagen lang.`,
      ],
      button: 'Kies uw wachtwoord',
    },
    reset: {
      subject: `Kies een nieuw wachtwoord voor ${P}`,
      intro: [
        `Iemand heeft een nieuw wachtwoord aangevraagd voor uw account bij ${P}.`,
        'Kies een nieuw wachtwoord met de link hieronder. Die werkt één keer, een uur lang.',
      ],
      button: 'Kies een nieuw wachtwoord',
      ignore: 'Was u dit niet? Negeer dan deze e-mail: uw wachtwoord blijft zoals het is.',
    },
    username: (username) => `Uw gebruikersnaam is ${username}.`,
    unexpected: 'Verwachtte u deze e-mail niet? Dan kunt u hem negeren.',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    invite: {
      subject: `Sie sind zu ${P} eingeladen`,
      intro: (days) => [
        `Ihre Verwaltung lädt Sie zu ${P} ein: Melden Sie Mängel an Ihrem Gebäude, verfolgen Sie deren Bearbeitung und sehen Sie Ihren Komplex.`,
        `Wählen Sie Ihr Passwort über den Link unten. Er funktioniert einmal, ${days} Tage lang.`,
      ],
      button: 'Passwort wählen',
    },
    reset: {
      subject: `Wählen Sie ein neues Passwort für ${P}`,
      intro: [
        `Jemand hat ein neues Passwort für Ihr Konto bei ${P} angefordert.`,
        'Wählen Sie über den Link unten ein neues Passwort. Er funktioniert einmal, eine Stunde lang.',
      ],
      button: 'Neues Passwort wählen',
      ignore: 'Waren Sie das nicht? Dann ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    },
    username: (username) => `Ihr Benutzername ist ${username}.`,
    unexpected: 'Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    invite: {
      subject: `Vous êtes invité(e) sur ${P}`,
      intro: (days) => [
        `Votre gestionnaire vous invite sur ${P} : signalez les problèmes de votre immeuble, suivez leur traitement et consultez votre copropriété.`,
        `Choisissez votre mot de passe avec le lien ci-dessous. Il fonctionne une seule fois, pendant ${days} jours.`,
      ],
      button: 'Choisir votre mot de passe',
    },
    reset: {
      subject: `Choisissez un nouveau mot de passe pour ${P}`,
      intro: [
        `Quelqu'un a demandé un nouveau mot de passe pour votre compte ${P}.`,
        'Choisissez un nouveau mot de passe avec le lien ci-dessous. Il fonctionne une seule fois, pendant une heure.',
      ],
      button: 'Choisir un nouveau mot de passe',
      ignore: "Si ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.",
    },
    username: (username) => `Votre nom d'utilisateur est ${username}.`,
    unexpected: "Si vous ne vous attendiez pas à cet e-mail, vous pouvez l'ignorer.",
  },
};

/** The email with a one-time link to choose a password, in the recipient's language. */
export const passwordLinkEmail = (
  recipient: Recipient,
  purpose: PasswordLinkPurpose,
  url: string,
): EmailMessage => {
  const texts = TEXTS[recipient.language];
  const greeting = texts.greeting(recipient.name);
  const username = texts.username(recipient.username);
  return composeEmail(
    recipient.email,
    purpose === 'invite'
      ? {
          subject: texts.invite.subject,
          greeting,
          intro: texts.invite.intro(INVITATION_DAYS),
          link: { label: texts.invite.button, url },
          outro: [username, texts.unexpected],
        }
      : {
          subject: texts.reset.subject,
          greeting,
          intro: texts.reset.intro,
          link: { label: texts.reset.button, url },
          outro: [username, texts.reset.ignore],
        },
  );
};
