import { formatMoney } from '#shared/catalog/currency.ts';
import { t } from '#shared/messages/fr.ts';

// The sandbox gateway's checkout page: plain server-rendered French HTML, phone-first, no script.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
  background:#f4f4f5;color:#18181b;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
  main{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:24px;width:100%;max-width:420px}
  h1{font-size:1.25rem;margin:0 0 8px}p{margin:0 0 16px;color:#52525b;line-height:1.4}
  dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#71717a}dd{margin:0;font-weight:600;overflow-wrap:anywhere}.ref{word-break:break-all;font-family:ui-monospace,monospace;font-size:.9rem}
  .amount{font-size:1.5rem}button{width:100%;min-height:48px;border:0;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer;margin-top:10px}
  .ok{background:#15803d;color:#fff}.ko{background:#fff;color:#b91c1c;border:1px solid #b91c1c}
  button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

export function renderSandboxPage(input: {
  reference: string;
  /** The key of the payer's checkout link, carried to the form that chooses. */
  payerKey: string;
  amount: number;
  description: string;
  isPending: boolean;
}): string {
  const reference = escapeHtml(input.reference);
  const action = escapeHtml(
    `/sandbox/pay/${encodeURIComponent(input.reference)}?key=${encodeURIComponent(input.payerKey)}`,
  );
  const choices = input.isPending
    ? `<form method="post" action="${action}">
        <button class="ok" type="submit" name="outcome" value="success">${escapeHtml(t('payments.sandbox.succeed'))}</button>
        <button class="ko" type="submit" name="outcome" value="failure">${escapeHtml(t('payments.sandbox.fail'))}</button>
      </form>`
    : `<p role="status">${escapeHtml(t('payments.sandbox.notPending'))}</p>`;
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('payments.sandbox.title'))} — Jàng</title><style>${STYLE}</style></head>
<body><main>
  <h1>${escapeHtml(t('payments.sandbox.title'))}</h1>
  <p>${escapeHtml(t('payments.sandbox.intro'))}</p>
  <dl>
    <dt>${escapeHtml(t('payments.sandbox.amount'))}</dt><dd class="amount">${escapeHtml(formatMoney(input.amount, 'XOF'))}</dd>
    <dt>${escapeHtml(t('payments.sandbox.course'))}</dt><dd>${escapeHtml(input.description)}</dd>
    <dt>${escapeHtml(t('payments.sandbox.reference'))}</dt><dd class="ref">${reference}</dd>
  </dl>
  ${choices}
</main></body></html>`;
}
