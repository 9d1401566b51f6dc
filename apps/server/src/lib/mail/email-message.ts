/** An email as the outbox keeps it: plain text, and simple HTML with the same content. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
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

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

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
