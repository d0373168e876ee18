import { adminAuth } from '@cannabis-reports/test-support/src/admin';
import { verificationLinkIn, waitForEmail } from '@cannabis-reports/test-support/src/inbox';
import { uniqueEmail } from '@cannabis-reports/test-support/src/users';
import { expectToast } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.describe('registration and e-mail verification', () => {
  test('register needs the disclaimer checkbox', async ({ page }) => {
    const email = uniqueEmail('no-consent');
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('s3cret-password');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/register$/);
    const checkbox = page.getByRole('checkbox', { name: 'I Agree to the Disclaimer' });
    expect(await checkbox.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);
    await expect(adminAuth().getUserByEmail(email)).rejects.toThrow();
  });

  test('register, read the verification mail, open its link, verified, then back to sign-in after 3 s', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('new');
    await page.goto('/register');
    await expect(page.getByText('7 day free trial')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Already have an account? Sign in here' })).toHaveAttribute(
      'href',
      '/',
    );
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('s3cret-password');
    await page.getByRole('checkbox', { name: 'I Agree to the Disclaimer' }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const link = verificationLinkIn(await waitForEmail(email, { subject: /Verify your email/ }));
    // Opened from the mail, as on another device: signed out, so '/' shows the sign-in page.
    const mailContext = await browser.newContext();
    const mailPage = await mailContext.newPage();
    // The 3 s delay is timed from the server's answer (the message renders after it); the time
    // a check takes to notice the message would otherwise eat into it.
    const answered = mailPage.waitForResponse('**/api/users/verify-email');
    await mailPage.goto(link);
    await answered;
    const shownAt = Date.now();
    await expect(mailPage.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
    await expect(
      mailPage.getByText('Your email has been successfully verified. Redirecting to login page...'),
    ).toBeVisible();
    await expect(mailPage).toHaveURL(/127\.0\.0\.1:5000\/$/, { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
    await expect(mailPage.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect((await adminAuth().getUserByEmail(email)).emailVerified).toBe(true);

    // The same link a second time: the token was single use.
    await mailPage.goto(link);
    await expect(mailPage.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(mailPage.getByText('This verification link has already been used.')).toBeVisible();
    await mailContext.close();
  });

  test('registering an address in use shows its toast', async ({ page }) => {
    const email = uniqueEmail('taken');
    await adminAuth().createUser({ email, password: 'another-password' });
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('s3cret-password');
    await page.getByRole('checkbox', { name: 'I Agree to the Disclaimer' }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expectToast(page, 'Email address is already in use.');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a weak password shows "Invalid password."', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Email').fill(uniqueEmail('weak'));
    await page.getByLabel('Password').fill('123');
    await page.getByRole('checkbox', { name: 'I Agree to the Disclaimer' }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expectToast(page, 'Invalid password.');
  });

  test('the disclaimer modal says what the spec lists and closes on x, Escape and outside click', async ({ page }) => {
    await page.goto('/register');
    const open = () => page.getByRole('button', { name: 'Disclaimer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disclaimer' });

    await open();
    await expect(dialog).toBeVisible();
    for (const phrase of [
      /informational purposes only/,
      /public sources/,
      /"as is"/,
      /no liability/i,
      /assume full responsibility/,
      /indemnify/,
      /without notice/,
    ]) {
      await expect(dialog).toContainText(phrase);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await open();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    // Opening the disclaimer never ticks the checkbox by itself.
    await expect(page.getByRole('checkbox', { name: 'I Agree to the Disclaimer' })).not.toBeChecked();
  });

  test('a /verify visit without a token fails at once without calling the server', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/users/verify-email')) calls.push(request.url());
    });
    await page.goto('/verify');
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(page.getByText('Verification token is missing')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('an unknown token fails with the server message', async ({ page }) => {
    await page.goto(`/verify?token=${'A'.repeat(43)}`);
    await expect(page.getByText('Verification Failed')).toBeVisible();
    await expect(page.getByText('This verification link is invalid.')).toBeVisible();
  });
});
