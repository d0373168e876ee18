/**
 * The inbox's web side: a page listing the messages (for people) and a JSON API under
 * /api/emails (for tests): GET lists (optionally ?to=address), DELETE clears. POST /api/faults
 * with `{ "failNext": n }` makes the SMTP side refuse the next n messages (a transient 451), so
 * tests can fail the server mid-run; GET /api/faults says how many are left and were refused.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { MailStore, StoredEmail } from './store';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    // Messages are our own mail, but render them without scripts all the same.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'",
  });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2937}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left}
pre{white-space:pre-wrap;background:#f9fafb;padding:1rem;border-radius:6px}a{color:#166534}
iframe{width:100%;height:26rem;border:1px solid #e5e7eb;border-radius:6px}</style></head>
<body>${body}</body></html>`);
}

function inboxPage(messages: StoredEmail[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(new Date(m.date).toLocaleString())}</td><td>${escapeHtml(m.to.join(', '))}</td>` +
        `<td><a href="/emails/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return `<h1>Local inbox</h1><p>${messages.length} message(s). Mail sent by the app to any address lands here.</p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * One message: its HTML part as a mail client draws it, in a frame sandboxed with no
 * permissions (no scripts, forms or navigation of this page; the page's policy forbids loading
 * anything), then its text part, then the HTML part's links, which open here.
 */
export function messagePage(m: StoredEmail): string {
  const links = [...m.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
  const linkList = links.map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`).join('');
  const asSent = m.html
    ? `<h2>As sent (HTML part)</h2><iframe title="The mail as sent" sandbox="" srcdoc="${escapeHtml(m.html)}"></iframe>`
    : '';
  return `<p><a href="/">&larr; Inbox</a></p><h1>${escapeHtml(m.subject)}</h1>
<p>From ${escapeHtml(m.from)} to ${escapeHtml(m.to.join(', '))}</p>${asSent}
<h2>Text part</h2><pre>${escapeHtml(m.text)}</pre>
${linkList ? `<h2>Links</h2><ul>${linkList}</ul>` : ''}`;
}

/** A small JSON body; undefined when it is not JSON. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8').slice(0, 1000));
  } catch {
    return undefined;
  }
}

function route(store: MailStore, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/api/emails' && req.method === 'GET') {
    sendJson(res, 200, store.list(url.searchParams.get('to') ?? undefined));
  } else if (url.pathname === '/api/emails' && req.method === 'DELETE') {
    store.clear();
    sendJson(res, 200, { deleted: true });
  } else if (url.pathname === '/api/faults' && req.method === 'GET') {
    sendJson(res, 200, store.faults());
  } else if (url.pathname === '/api/faults' && req.method === 'POST') {
    void readJson(req).then((body) => {
      const failNext = (body as { failNext?: unknown } | undefined)?.failNext;
      if (typeof failNext !== 'number' || !(failNext >= 0))
        return sendJson(res, 400, { error: 'failNext must be a number' });
      store.failNext(failNext);
      sendJson(res, 200, store.faults());
    });
  } else if (url.pathname === '/' && req.method === 'GET') {
    sendHtml(res, 200, 'Local inbox', inboxPage(store.list()));
  } else if (url.pathname.startsWith('/emails/') && req.method === 'GET') {
    const message = store.get(url.pathname.slice('/emails/'.length));
    if (message) sendHtml(res, 200, message.subject, messagePage(message));
    else sendHtml(res, 404, 'Not found', '<p>No such message. <a href="/">Inbox</a></p>');
  } else {
    sendJson(res, 404, { error: 'Not found' });
  }
}

export function createInboxHttpServer(store: MailStore): Server {
  return createServer((req, res) => route(store, req, res));
}
