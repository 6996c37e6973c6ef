// One email, two parts: simple HTML with inline styles (mail apps drop <style> and classes; one column,
// at most 560 px, readable on a 360 px phone) and the same words as plain text. Pure.

export type EmailRow = { label: string; value: string };

export type EmailContent = {
  subject: string;
  greeting: string;
  title: string;
  /** Paragraphs before the table of details. */
  intro: readonly string[];
  rows: readonly EmailRow[];
  /** Paragraphs after the table. */
  outro: readonly string[];
  action: { label: string; url: string };
  linkFallback: string;
  signature: string;
  footer: string;
};

export type RenderedEmail = { subject: string; text: string; html: string };

const COLORS = { text: '#1c1917', muted: '#57534e', brand: '#c2410c', line: '#e7e5e4', page: '#f5f5f4' };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text from the database (course titles, comments) never becomes markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** A comment keeps its line breaks. */
const multiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText(content: EmailContent): string {
  // No column padding: a phone shows plain text in a proportional font.
  const rows = content.rows.map((row) => `${row.label} : ${row.value}`);
  return [
    content.greeting,
    '',
    content.title.toUpperCase(),
    '',
    ...content.intro.flatMap((paragraph) => [paragraph, '']),
    ...(rows.length > 0 ? [...rows, ''] : []),
    ...content.outro.flatMap((paragraph) => [paragraph, '']),
    `${content.action.label} : ${content.action.url}`,
    '',
    content.signature,
    '',
    '--',
    content.footer,
    '',
  ].join('\n');
}

function renderHtml(content: EmailContent): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${multiline(text)}</p>`;
  const rows = content.rows
    .map(
      (row) =>
        `<tr><td style="padding:10px 12px 10px 0;border-top:1px solid ${COLORS.line};color:${COLORS.muted};vertical-align:top;width:40%">${escapeHtml(row.label)}</td>` +
        `<td style="padding:10px 0;border-top:1px solid ${COLORS.line};font-weight:bold;vertical-align:top;word-break:break-word">${multiline(row.value)}</td></tr>`,
    )
    .join('');
  const url = escapeHtml(content.action.url);
  return [
    '<!doctype html>',
    '<html lang="fr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.page}">`,
    `<div style="max-width:560px;margin:0 auto;padding:16px 12px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${COLORS.text}">`,
    `<div style="background:#ffffff;border-radius:8px;padding:24px 20px">`,
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:${COLORS.brand}">Jàng</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(content.title)}</h1>`,
    paragraph(content.greeting),
    ...content.intro.map(paragraph),
    rows
      ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:15px">${rows}</table>`
      : '',
    ...content.outro.map(paragraph),
    `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:${COLORS.brand};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:${COLORS.muted}">${escapeHtml(content.linkFallback)}<br><a href="${url}" style="color:${COLORS.brand};word-break:break-all">${url}</a></p>`,
    paragraph(content.signature),
    '</div>',
    `<p style="margin:16px 4px 0;font-size:12px;color:${COLORS.muted}">${escapeHtml(content.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
}
