/**
 * Conversations in a real browser against the real server on a fresh database with the demo data
 * (issue 27, docs/decisions/0032). A visitor writes to a flatmate poster; the poster, signed in on
 * another page, sees the header's unread count rise without a reload, opens the inbox and the
 * conversation and replies; the visitor's e-mail holds a private link, which opens the
 * conversation without an account; the visitor answers and the poster's open page shows it
 * without a reload. Another journey: a viewing request answered with another time, which the
 * visitor accepts through the e-mail's link; the owner's list of requests says it is agreed.
 * axe-core runs on the inbox and the conversation page (a user's and a visitor's), each
 * photographed at 390 and 1280 px, in English and in Bulgarian.
 */
import type { Page } from 'playwright-core';
import { minViewingDate } from '../../domain/validation/viewingRequest.ts';
import { loadMessages } from '../../locales/index.ts';
import { newPage } from './helpers/browser.ts';
import { english as t, review as reviewPage } from './helpers/review.ts';
import { signInFromHome } from './helpers/session.ts';
import { useSuite } from './helpers/suite.ts';

const { server, browser } = useSuite();

const review = (page: Page, name: string) => reviewPage(page, `conversations-${name}`);
const BG = loadMessages('bg');
const DAY = 24 * 60 * 60 * 1000;

/** The header's link to the inbox, whose name says how many conversations are unread. */
const inboxLink = (page: Page) => page.locator('header').getByTestId('inbox-link');

/** Waits, without a reload, until the header's link says `count` conversations are unread. */
async function unreadBecomes(page: Page, count: number): Promise<void> {
  await page.waitForFunction((expected) => {
    const name = document.querySelector('header [data-testid="inbox-link"]')?.getAttribute('aria-label') ?? '';
    return Number(/(\d+)/.exec(name)?.[1] ?? 0) === expected;
  }, count);
}

/** The newest e-mail to `to` whose link opens a visitor's conversation, waited for (the notices are a background job). */
async function conversationLink(to: string, after: number): Promise<URL> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mails = (await server.outbox()).filter((mail) => mail.to === to).slice(after);
    const link = mails.flatMap((mail) => mail.links).find((href) => /\/(razgovor|conversation)\/\d+\?token=/.test(href));
    if (link) return new URL(link);
    if (Date.now() > deadline) throw new Error(`no e-mail with a conversation link reached ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const mailsTo = async (to: string) => (await server.outbox()).filter((mail) => mail.to === to).length;

/** Sends a reply on an open conversation page and waits for it among the messages. */
async function reply(page: Page, text: string, label = t('conversations-reply'), send = t('conversations-send')): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(text);
  await page.getByRole('button', { name: send, exact: true }).click();
  await page.getByTestId('message').filter({ hasText: text }).waitFor();
}

describe('conversations', () => {
  it('a visitor writes to a flatmate poster, who sees it live and replies; the visitor answers by the e-mail link', async () => {
    // The poster, signed in, one of her offers open in the profile.
    const poster = await newPage(browser);
    await signInFromHome(poster.page, server.url, 'maria@domovik.test');
    const offers = (await (await poster.page.request.get(`${server.url}/api/tenant-offer/user`)).json()) as { items: { id: number; title: string }[] };
    const offer = offers.items[0]!;
    // The count as the server has it, once the header's link shows it (its call may still be on its way).
    const before = ((await (await poster.page.request.get(`${server.url}/api/conversations/unread`)).json()) as { count: number }).count;
    await unreadBecomes(poster.page, before);

    // A visitor writes: an e-mail address is asked for, where the replies will come.
    const visitor = await newPage(browser);
    const email = `ivana.${Date.now()}@example.bg`;
    await visitor.page.goto(`${server.url}/sakvartiranti/${offer.id}`);
    await visitor.page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await visitor.page.getByRole('button', { name: /^Write to / }).click();
    const dialog = visitor.page.getByRole('dialog', { name: t('roommates-message-title') });
    await dialog.getByLabel(t('roommates-message-name')).fill('Ivana Georgieva');
    await dialog.getByLabel(t('roommates-message-phone')).fill('0888 777 123');
    await dialog.getByLabel(t('roommates-message-text')).fill('Hello! Is the room still free from next month? Photos: www.example.bg/room');
    await dialog.getByRole('button', { name: t('roommates-message-send') }).click();
    await dialog.getByText(t('error-required')).waitFor();
    await dialog.getByLabel(t('roommates-message-email')).fill(email);
    await dialog.getByRole('button', { name: t('roommates-message-send') }).click();
    await visitor.page.getByText(t('roommates-message-sent-visitor', { email })).waitFor();

    // The poster's header counts it without a reload; the inbox lists it, the conversation shows it.
    await unreadBecomes(poster.page, before + 1);
    await inboxLink(poster.page).click();
    await poster.page.getByRole('heading', { level: 1, name: t('page-title-Inbox') }).waitFor();
    const item = poster.page.getByTestId('conversation-item').filter({ hasText: 'Ivana Georgieva' });
    await expect(item.getAttribute('data-unread')).resolves.toBe('true');
    await review(poster.page, 'inbox');
    await item.getByRole('link').first().click();
    await poster.page.getByRole('heading', { level: 1, name: t('conversations-with', { name: 'Ivana Georgieva' }) }).waitFor();
    const link = poster.page.getByTestId('message').getByRole('link', { name: 'www.example.bg/room' });
    await expect(link.getAttribute('href')).resolves.toBe('https://www.example.bg/room');
    await expect(link.getAttribute('rel')).resolves.toContain('nofollow');
    // The phone she shared shows; her e-mail address never does.
    await poster.page.getByText('0888 777 123').waitFor();
    await expect(poster.page.getByText(email).count()).resolves.toBe(0);
    // Read: the header's count goes back down.
    await unreadBecomes(poster.page, before);
    const mailsBefore = await mailsTo(email);
    await reply(poster.page, 'Hi Ivana, yes, it is free from the 1st. Would you like to see it on Saturday?');
    await review(poster.page, 'conversation');

    // The visitor's e-mail has a private link: it opens the conversation without an account.
    const visitorLink = await conversationLink(email, mailsBefore);
    await visitor.page.goto(`${server.url}${visitorLink.pathname}${visitorLink.search}`);
    // The poster's name as her account gives it (the demo's is written in Cyrillic).
    await visitor.page.getByRole('heading', { level: 1, name: t('conversations-with', { name: 'Мария Иванова' }) }).waitFor();
    // The token leaves the address bar at once.
    await visitor.page.waitForFunction(() => !location.search.includes('token='));
    await visitor.page.getByTestId('message').filter({ hasText: 'Would you like to see it on Saturday?' }).waitFor();
    await review(visitor.page, 'guest');

    // The visitor answers; the poster's open page shows it without a reload.
    await reply(visitor.page, 'Saturday at 11 works for me. Thank you!');
    await poster.page.getByTestId('message').filter({ hasText: 'Saturday at 11 works for me.' }).waitFor();
    // The visitor's message on the poster's side is not hers.
    await expect(poster.page.getByTestId('message').filter({ hasText: 'Saturday at 11 works for me.' }).getAttribute('data-mine')).resolves.toBe('false');

    // The inbox and the conversation in Bulgarian.
    await poster.page.getByRole('button', { name: 'Български' }).first().click();
    await poster.page.waitForFunction(() => document.documentElement.lang === 'bg');
    await poster.page.getByRole('heading', { level: 1, name: BG['conversations-with']!.replace('{{name}}', 'Ivana Georgieva') }).waitFor();
    await review(poster.page, 'conversation-bg');
    await poster.page.goto(`${server.url}/profil/saobshteniya`);
    await poster.page.getByRole('heading', { level: 1, name: BG['page-title-Inbox'] }).waitFor();
    await poster.page.getByTestId('conversation-item').first().waitFor();
    await review(poster.page, 'inbox-bg');

    expect(poster.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await poster.context.close();
    await visitor.context.close();
  }, 300_000);

  it('a viewing request answered with another time, which the visitor accepts by the e-mail link', async () => {
    // A home of the demo agency's, whose owner signs in.
    const visitor = await newPage(browser);
    const owner = await newPage(browser);
    await signInFromHome(owner.page, server.url, 'agency@domovik.test');
    const homes = (await (await owner.page.request.get(`${server.url}/api/user/property?limit=1`)).json()) as { items: { id: number; title: string }[] };
    const home = homes.items[0]!;

    const email = `petar.${Date.now()}@example.bg`;
    await visitor.page.goto(`${server.url}/imot/${home.id}`);
    await visitor.page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await visitor.page.getByRole('button', { name: t('rentals-request-viewing') }).click();
    const dialog = visitor.page.getByRole('dialog', { name: t('rentals-viewing-title') });
    await dialog.getByLabel(t('form-name'), { exact: true }).fill('Petar Dimitrov');
    await dialog.getByLabel(t('form-phone'), { exact: true }).fill('0887123456');
    await dialog.getByLabel(t('form-email'), { exact: true }).fill(email);
    await dialog.getByLabel(t('rentals-viewing-date'), { exact: true }).fill(minViewingDate(new Date(Date.now() + DAY)));
    await dialog.getByLabel(t('rentals-viewing-time'), { exact: true }).fill('18:30');
    await dialog.getByRole('button', { name: t('rentals-viewing-submit') }).click();
    await visitor.page.getByText(t('viewing-request-success-visitor', { email })).waitFor();

    // The owner opens it from the list of viewing requests and proposes another time.
    await owner.page.goto(`${server.url}/profil/zayavki-za-oglied`);
    const request = owner.page.getByRole('article').filter({ hasText: 'Petar Dimitrov' });
    await request.getByText(t('rentals-viewings-status-requested')).waitFor();
    await request.getByRole('link', { name: t('rentals-viewings-conversation') }).click();
    await owner.page.getByRole('heading', { level: 1, name: t('conversations-with', { name: 'Petar Dimitrov' }) }).waitFor();
    const panel = owner.page.getByRole('region', { name: t('conversations-viewing-title') });
    await panel.getByText(t('conversations-viewing-status-requested')).waitFor();
    const mailsBefore = await mailsTo(email);
    await panel.getByRole('button', { name: t('conversations-viewing-propose') }).click();
    const proposed = minViewingDate(new Date(Date.now() + 3 * DAY));
    await panel.getByLabel(t('conversations-viewing-date'), { exact: true }).fill(proposed);
    await panel.getByLabel(t('conversations-viewing-hour'), { exact: true }).fill('17:00');
    await panel.getByRole('button', { name: t('conversations-viewing-propose-send') }).click();
    await panel.getByText(t('conversations-viewing-status-proposed')).waitFor();
    await review(owner.page, 'viewing-owner');

    // The visitor accepts it through the e-mail's link; the owner's list says it is agreed.
    const link = await conversationLink(email, mailsBefore);
    await visitor.page.goto(`${server.url}${link.pathname}${link.search}`);
    const guestPanel = visitor.page.getByRole('region', { name: t('conversations-viewing-title') });
    await guestPanel.getByText(t('conversations-viewing-status-proposed')).waitFor();
    await guestPanel.getByRole('button', { name: t('conversations-viewing-accept') }).click();
    await guestPanel.getByText(t('conversations-viewing-status-accepted')).waitFor();
    await review(visitor.page, 'viewing-guest');
    await owner.page.goto(`${server.url}/profil/zayavki-za-oglied`);
    await owner.page.getByRole('article').filter({ hasText: 'Petar Dimitrov' }).getByText(t('rentals-viewings-status-accepted')).waitFor();

    expect(owner.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await owner.context.close();
    await visitor.context.close();
  }, 300_000);

  it("a signed-in user's viewing request: the success notice's link opens the conversation it started", async () => {
    const owner = await newPage(browser);
    await signInFromHome(owner.page, server.url, 'agency@domovik.test');
    const homes = (await (await owner.page.request.get(`${server.url}/api/user/property?limit=2`)).json()) as { items: { id: number }[] };
    const home = homes.items.at(-1)!;
    await owner.context.close();

    const user = await newPage(browser);
    await signInFromHome(user.page, server.url, 'maria@domovik.test');
    await user.page.goto(`${server.url}/imot/${home.id}`);
    await user.page.getByRole('button', { name: t('rentals-request-viewing') }).click();
    const dialog = user.page.getByRole('dialog', { name: t('rentals-viewing-title') });
    // Signed in, the contact is filled in; the date and time are not.
    await expect(dialog.getByLabel(t('form-email'), { exact: true }).inputValue()).resolves.toBe('maria@domovik.test');
    await dialog.getByLabel(t('form-phone'), { exact: true }).fill('0887123456');
    await dialog.getByLabel(t('rentals-viewing-date'), { exact: true }).fill(minViewingDate(new Date(Date.now() + 2 * DAY)));
    await dialog.getByLabel(t('rentals-viewing-time'), { exact: true }).fill('11:15');
    await dialog.getByRole('button', { name: t('rentals-viewing-submit') }).click();
    const notice = user.page.getByRole('dialog', { name: t('notification-title-success') });
    await notice.getByText(t('viewing-request-success-signed-in')).waitFor();
    await notice.getByRole('link', { name: t('conversations-see-in-messages') }).click();

    // The conversation's own page, the request in its viewing panel, the notice gone.
    await user.page.waitForURL(/\/profil\/saobshteniya\/\d+$/);
    const panel = user.page.getByRole('region', { name: t('conversations-viewing-title') });
    await panel.getByText(t('conversations-viewing-status-requested')).waitFor();
    await expect(notice.count()).resolves.toBe(0);

    expect(user.errors).toEqual([]);
    await user.context.close();
  }, 300_000);
});
