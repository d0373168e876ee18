/**
 * The Firebase Auth emulator does not send the mails Firebase Auth sends in production
 * (password reset, e-mail sign-in links); it only records their out-of-band codes and prints
 * them to its console. This turns each new code into a message in the local inbox, worded
 * like Firebase's default templates, so every mail the product causes can be read in one place.
 */
import type { MailStore, StoredEmail } from './store';

/** One entry of the Auth emulator's `GET /emulator/v1/projects/{project}/oobCodes`. */
export interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

const TEMPLATES: Record<string, { subject: string; intro: string; outro: string }> = {
  PASSWORD_RESET: {
    subject: 'Reset your password for {project}',
    intro: 'Follow this link to reset your {project} password for your {email} account.',
    outro: "If you didn't ask to reset your password, you can ignore this email.",
  },
  VERIFY_EMAIL: {
    subject: 'Verify your email for {project}',
    intro: 'Follow this link to verify your email address.',
    outro: "If you didn't ask to verify this address, you can ignore this email.",
  },
  EMAIL_SIGNIN: {
    subject: 'Sign in to {project} requested at {date}',
    intro: 'We received a request to sign in to {project} using this email address.',
    outro: "If you didn't request this link, you can safely ignore this email.",
  },
  VERIFY_AND_CHANGE_EMAIL: {
    subject: 'Verify your new email for {project}',
    intro: 'Follow this link to verify your new email address, {email}.',
    outro: "If you didn't ask to change your email, you can ignore this email.",
  },
};

export function emailForOobCode(code: OobCode, projectId: string, now = new Date()): Omit<StoredEmail, 'id'> {
  const template = TEMPLATES[code.requestType] ?? {
    subject: `${code.requestType} for {project}`,
    intro: 'Follow this link:',
    outro: '',
  };
  const fill = (text: string) =>
    text.replaceAll('{project}', projectId).replaceAll('{email}', code.email).replaceAll('{date}', now.toISOString());
  const text = ['Hello,', fill(template.intro), code.oobLink, fill(template.outro), `Thanks,\nYour ${projectId} team`]
    .filter(Boolean)
    .join('\n\n');
  return {
    from: `noreply@${projectId}.firebaseapp.com`,
    to: [code.email],
    subject: fill(template.subject),
    text,
    html: '',
    date: now.toISOString(),
  };
}

interface PollOptions {
  authEmulatorUrl: string;
  projectId: string;
  store: MailStore;
  intervalMs?: number;
}

/**
 * Reads the emulator's codes every `intervalMs` and stores each code once. The emulator may
 * start after the inbox and its codes are cleared with its accounts: both are normal.
 * Answers a function that stops the polling.
 */
export function forwardAuthEmulatorMail({ authEmulatorUrl, projectId, store, intervalMs = 500 }: PollOptions) {
  const seen = new Set<string>();
  const url = `${authEmulatorUrl}/emulator/v1/projects/${encodeURIComponent(projectId)}/oobCodes`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const poll = async () => {
    try {
      const response = await fetch(url);
      if (response.ok) {
        const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
        for (const code of oobCodes) {
          if (seen.has(code.oobCode)) continue;
          seen.add(code.oobCode);
          store.add(emailForOobCode(code, projectId));
        }
      }
    } catch {
      // Not started yet, or restarting: the next poll tries again.
    }
    if (!stopped) timer = setTimeout(() => void poll(), intervalMs);
  };
  void poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
