/** An email as the outbox keeps it: plain text, and simple HTML with the same content. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** Small text files that go with it, such as a meeting's calendar file. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface EmailContent {
  subject: string;
  greeting: string;
  /** Paragraphs before the link. */
  intro: readonly string[];
  link: { label: string; url: string };
  /** Paragraphs after the link. */
  outro: readonly string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A paragraph; its line breaks stay (an agenda's lines). */
const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** The text and HTML of one email: a greeting, paragraphs, one link (a button in HTML), paragraphs. */
export const composeEmail = (to: string, content: EmailContent): EmailMessage => ({
  to,
  subject: content.subject,
  text: [content.greeting, ...content.intro, content.link.url, ...content.outro].join('\n\n') + '\n',
  html: [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #1a1b1e">',
    paragraph(content.greeting),
    ...content.intro.map(paragraph),
    `<p><a href="${escapeHtml(content.link.url)}" style="display: inline-block; padding: 10px 18px; background: #1864ab; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(content.link.label)}</a></p>`,
    `<p style="font-size: 13px; color: #495057">${escapeHtml(content.link.url)}</p>`,
    ...content.outro.map(paragraph),
    '</body></html>',
  ].join('\n'),
});

/** One entry of a list email: a line, perhaps a second one, and its link. */
export interface EmailItem {
  title: string;
  detail?: string;
  url: string;
}

export interface ListEmailContent {
  subject: string;
  greeting: string;
  intro: string;
  items: readonly EmailItem[];
  /** The label of each item's link. */
  open: string;
  /** Paragraphs after the list. */
  outro: readonly string[];
  /** A last, small link (unsubscribing). */
  footerLink: { label: string; url: string };
  headers?: Record<string, string>;
}

/** The text and HTML of an email that lists several things, each with its link (a notification digest). */
export const composeListEmail = (to: string, content: ListEmailContent): EmailMessage => ({
  to,
  subject: content.subject,
  text:
    [
      content.greeting,
      content.intro,
      ...content.items.map((item) =>
        [`- ${item.title}`, item.detail && `  ${item.detail}`, `  ${item.url}`].filter(Boolean).join('\n'),
      ),
      ...content.outro,
      `${content.footerLink.label}: ${content.footerLink.url}`,
    ].join('\n\n') + '\n',
  html: [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #1a1b1e">',
    paragraph(content.greeting),
    paragraph(content.intro),
    '<ul style="padding-left: 20px">',
    ...content.items.map(
      (item) =>
        `<li style="margin-bottom: 12px">${escapeHtml(item.title)}${
          item.detail ? `<br><span style="color: #495057">${escapeHtml(item.detail)}</span>` : ''
        }<br><a href="${escapeHtml(item.url)}" style="color: #1864ab">${escapeHtml(content.open)}</a></li>`,
    ),
    '</ul>',
    ...content.outro.map(paragraph),
    `<p style="font-size: 13px"><a href="${escapeHtml(content.footerLink.url)}" style="color: #495057">${escapeHtml(content.footerLink.label)}</a></p>`,
    '</body></html>',
  ].join('\n'),
  ...(content.headers ? { headers: content.headers } : {}),
});
