/**
 * The words of a scheduled view's mail: pure, so tests read them without a mail server. Like
 * the alert mails, it carries its one-click unsubscribe link in both parts and in the
 * List-Unsubscribe headers (RFC 8058), and the view's workbook is attached when there is one.
 */
import { XLSX_TYPE } from '@cannabis-reports/report-files';
import { mailHtml, PRODUCT_NAME } from '../mail/layout';
import type { OutgoingEmail } from '../mail/transport';
import { headlineLine, type ReportMailContent } from './report-mail-content';

const SCHEDULE_WORDS = {
  weekly: 'every week',
  monthly: 'every month',
  published: 'when its data is published',
} as const;

export interface ReportMailExtras {
  schedule: keyof typeof SCHEDULE_WORDS;
  /** The API's unsubscribe address with the recipient's signed token. */
  unsubscribe: string;
  workbook?: { filename: string; content: Buffer };
}

export function reportMailEmail(to: string, content: ReportMailContent, extras: ReportMailExtras): OutgoingEmail {
  const subject = `${content.viewName}: ${content.reportTitle}, data as of ${content.dataAsOf}`;
  const paragraphs = [
    `Your saved view '${content.viewName}' (${content.reportTitle}), with data as of ${content.dataAsOf}.`,
    ...(content.headline.length
      ? content.headline.map(headlineLine)
      : ['This view shows several markets: its figures are in the attached workbook and on the page.']),
    ...(content.news.length ? ["What's new:", ...content.news.map((line) => `${line}.`)] : []),
    ...(extras.workbook ? [`The view's tables are attached as ${extras.workbook.filename}.`] : []),
    `Open the view: ${content.viewUrl}`,
  ];
  const footer = `You are receiving this because '${content.viewName}' is mailed ${SCHEDULE_WORDS[extras.schedule]} on ${PRODUCT_NAME}.`;
  const unsubscribe = `To stop these e-mails, unsubscribe: ${extras.unsubscribe}`;
  return {
    to,
    subject,
    text: [...paragraphs, footer, unsubscribe].join('\n\n'),
    html: mailHtml({
      title: subject,
      paragraphs,
      action: { label: 'Open the view', url: content.viewUrl },
      footer: `${footer} ${unsubscribe}`,
    }),
    headers: {
      'List-Unsubscribe': `<${extras.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(extras.workbook
      ? {
          attachments: [
            { filename: extras.workbook.filename, content: extras.workbook.content, contentType: XLSX_TYPE },
          ],
        }
      : {}),
  };
}
