/**
 * The words of the alert mails: pure, so tests read them without a mail server. Every alert
 * mail carries its one-click unsubscribe link in both parts and in the List-Unsubscribe
 * headers (RFC 8058), so a mail client can offer to unsubscribe without opening a page.
 */
import { mailHtml, PRODUCT_NAME } from '../mail/layout';
import type { OutgoingEmail } from '../mail/transport';
import { revisionWords, type PlannedAlert, type Publication } from './alert-content';

export interface AlertLinks {
  /** The site's base URL, without a trailing slash. */
  site: string;
  /** The API's unsubscribe address with the user's signed token. */
  unsubscribe: string;
}

const FOOTER = `You are receiving this because you follow these markets or datasets on ${PRODUCT_NAME}.`;

const datasetUrl = (links: AlertLinks, publication: Publication) => `${links.site}/data/${publication.datasetId}`;

function publicationLines(publication: Publication, withFigures: boolean): string[] {
  const head = `${publication.title}: ${revisionWords(publication.revision)}.`;
  return withFigures ? [head, ...publication.keyFigures.map((line) => `${line}.`)] : [head];
}

function subjectOf(alert: PlannedAlert): string {
  const [first, ...rest] = alert.publications;
  if (alert.kind === 'teaser') return 'New figures for what you follow';
  if (alert.kind === 'digest') return 'Your weekly data digest';
  return rest.length ? `${first.title} and ${rest.length} more updated` : `${first.title} updated`;
}

/** One mail for all the publications of the alert (one run, or a week's for a digest). */
export function alertEmail(to: string, alert: PlannedAlert, links: AlertLinks): OutgoingEmail {
  const full = alert.kind !== 'teaser';
  const paragraphs = alert.publications.flatMap((publication) => [
    ...publicationLines(publication, full),
    ...(full ? [`View it: ${datasetUrl(links, publication)}`] : []),
  ]);
  if (!full)
    paragraphs.push(
      `Subscribers get these figures in an e-mail as soon as they are published. Subscribe on your profile (${links.site}/profile) to get them too.`,
    );
  const unsubscribe = `To stop these e-mails, unsubscribe: ${links.unsubscribe}`;
  const subject = subjectOf(alert);
  const action = full
    ? { label: 'Open the data', url: datasetUrl(links, alert.publications[0]) }
    : { label: 'Open your profile', url: `${links.site}/profile` };
  return {
    to,
    subject,
    text: [...paragraphs, FOOTER, unsubscribe].join('\n\n'),
    html: mailHtml({ title: subject, paragraphs, action, footer: `${FOOTER} ${unsubscribe}` }),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
