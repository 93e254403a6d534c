import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughForm } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const email = 'e2e.brand@example.org';

const logIn = (password: string, next?: string) => logInThroughForm(page, server.url, email, { password, next });

describe('account flow', () => {
  it('registers, confirms, logs in and out, resets the password and logs in again', async () => {
    await page.goto(`${server.url}/auth/register`);
    // The screen's code loads after the app's (a chunk per screen): its heading shows once it is there.
    await page.getByRole('heading', { name: 'Register' }).waitFor();

    // Client-side validation uses the shared rules and messages.
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Missing required field Email Address').waitFor();

    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Organization Name').fill('E2E Brand');
    await page.getByLabel('Organization Description').fill('Buys knitwear');
    await page.getByLabel('Organization Type').click();
    await page.getByRole('option', { name: 'Brand / Retailer' }).click();
    await page.getByLabel(/^Password/).fill('First-Secret-42');
    await page.getByLabel('Confirm Password').fill('First-Secret-42');
    await page.getByLabel('I agree to the Terms of Service').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration was successful!').waitFor();
    await page.getByText('Check your email for instructions about how to verify your account.').waitFor();

    const confirmLink = await server.waitForEmailLink(email, '/auth/confirm/');
    await page.goto(confirmLink);
    await page.getByText('Account was succesfully confirmed!').waitFor();

    await logIn('First-Secret-42');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'My Lists' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto(`${server.url}/auth/login`);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const logCount = server.logLines().length;
    await page.getByRole('dialog').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Request password reset' }).click();
    await page.getByText('Check your email for password reset instructions').waitFor();

    const resetLink = await server.waitForEmailLink(email, '/auth/resetpassword/', logCount);
    await page.goto(resetLink);
    await page.getByLabel(/^New password/).fill('Second-Secret-42');
    await page.getByLabel('Confirm new password').fill('Second-Secret-42');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password was reset successfully.').waitFor();

    // The same link again: the spec's message alone, without the hidden field's name.
    await page.goto(resetLink);
    await page.getByLabel(/^New password/).fill('Third-Secret-42');
    await page.getByLabel('Confirm new password').fill('Third-Secret-42');
    await page.getByRole('button', { name: 'Reset password' }).click();
    const linkError = page.getByText('This password reset link is invalid or has expired.', { exact: true });
    await linkError.waitFor();
    expect(await page.getByText('token:', { exact: false }).count()).toBe(0);

    await page.goto(`${server.url}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('First-Secret-42');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Unable to log in with provided credentials.').waitFor();

    // A signed-in user lands on the path the login link remembered.
    await logIn('Second-Secret-42', '/lists');
    await page.waitForURL(`${server.url}/lists`);
    await page.getByRole('heading', { name: 'My Lists' }).waitFor();
    await page.goto(`${server.url}/auth/login?next=/settings`);
    await page.waitForURL(`${server.url}/settings`);
  });

  it('logs in from the header and comes back to the same search', async () => {
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await page.goto(`${server.url}/facilities?q=knit&countries=BD`);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(/\/auth\/login\?next=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Second-Secret-42');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await page.waitForURL(`${server.url}/facilities?q=knit&countries=BD`);
  });
});
