import type { NotificationFacts } from '@vve/contract/calls/notifications';
import type { Language } from '@vve/contract/constants';
import type { NotificationKind } from '@vve/contract/rules/notification-kinds';
import { appUrl } from '../app-paths';
import { digestTexts, notificationText } from '../notification-texts';
import { composeListEmail, type EmailMessage } from './email-message';
import { UNSUBSCRIBE_PAGE } from '../link-pages';

export interface DigestRecipient {
  email: string;
  name: string;
  language: Language;
}

export interface DigestItem {
  kind: NotificationKind;
  facts: NotificationFacts;
  path: string;
}

export interface DigestLinks {
  /** The app's address, e.g. https://vve.example.nl. */
  publicUrl: string;
  /** The token of the unsubscribe link for the kinds in the digest. */
  unsubscribeToken: string;
}

/**
 * One email with a person's notifications, in their language, each with a link that opens it in the app, and
 * a one-click unsubscribe (RFC 8058) from the kinds it tells of: the List-Unsubscribe header for mail clients,
 * a link to the app's page in the text.
 */
export const notificationDigestEmail = (
  recipient: DigestRecipient,
  items: readonly DigestItem[],
  { publicUrl, unsubscribeToken }: DigestLinks,
): EmailMessage => {
  const texts = digestTexts(recipient.language);
  const token = encodeURIComponent(unsubscribeToken);
  return composeListEmail(recipient.email, {
    subject: texts.subject(items.length),
    greeting: texts.greeting(recipient.name),
    intro: texts.intro,
    items: items.map((item) => ({
      ...notificationText(item.kind, item.facts, recipient.language),
      url: appUrl(publicUrl, item.path),
    })),
    open: texts.open,
    outro: [texts.settings],
    footerLink: { label: texts.unsubscribe, url: `${publicUrl}${UNSUBSCRIBE_PAGE}?token=${token}` },
    headers: {
      'List-Unsubscribe': `<${publicUrl}/api/app/notifications/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
};
