/**
 * The HTML part of every e-mail the product sends: one branded layout, written the way mail
 * clients read HTML (a table, inline styles; no stylesheet, script, image or web font, so
 * nothing is fetched when the mail opens). Each mail's plain-text part says the same words.
 * Every text is escaped here, so callers pass plain words and URLs.
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const PRODUCT_NAME = 'Cannabis Market Reports';

export interface MailContent {
  /** The mail's subject, as the document's title. */
  title: string;
  paragraphs: string[];
  /** The one thing the reader is asked to do, as a button under the paragraphs. */
  action?: { label: string; url: string };
  /** Small print under a rule: why the reader got this mail. */
  footer: string;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(text)}</p>`;

export function mailHtml({ title, paragraphs, action, footer }: MailContent): string {
  const button = action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#15803d;color:#ffffff;font-weight:600;font-size:16px;line-height:24px;padding:12px 24px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:#14532d;color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:18px;font-weight:700;${FONT}">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:24px;${FONT}">
${paragraphs.map(paragraph).join('\n')}
${button}
<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;font-size:13px;line-height:20px;color:#4b5563">${escapeHtml(footer)}</p>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}
