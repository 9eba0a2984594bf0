/**
 * An offer's page and the message dialog (modal roommateOfferMessage; product §4, 5, 8): the offer's
 * facts, photos and description (as text, never markup) from the server, its document title, the
 * premium mark of a promoted offer, a missing offer, the poster's own view; the message's validation (name ≥ 2, a
 * visitor's e-mail address required and checked, none asked when signed in, phone required, message ≥ 3, nothing sent), the captcha's answer sent with it (its widget's solving played,
 * tests/src/helpers/captcha.ts) or, unsolved, the form kept with nothing sent,
 * where the replies go (a visitor's address, or the signed-in writer's messages), error-try-again, the form reset after either, and error-try-again
 * with nothing sent when there is no route id.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { serviceToday } from '../../../../domain/cleaning.ts';
import { http, HttpResponse } from 'msw';
import { AppMachinesProvider, useModals } from '../../../../src/machines/AppMachines.tsx';
import { ModalRoot } from '../../../../src/app/ModalRoot.tsx';
import { solveCaptchaIn } from '../../helpers/captcha.ts';
import { text } from '../../helpers/i18n.ts';
import { recordCalls, useMswServer } from '../../helpers/msw.ts';
import { preloadedStore } from '../../helpers/preload.ts';
import { POSTER_ID, SHOWN, inquiries, resetRoommateRecorders, roommatesCalls } from '../../helpers/roommates.ts';
import { renderShell, currentLocation, signedInAs, signedOut, spyOnScroll, userOf } from '../../layout/shell.tsx';
import { conversationsCalls, resetConversations } from '../../helpers/conversations.ts';
import { renderWithProviders } from '../../helpers/render.tsx';

const server = useMswServer(...roommatesCalls, ...conversationsCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetRoommateRecorders();
});

type User = ReturnType<typeof renderShell>['user'];

/** The offer's facts: each term with its definition. */
function facts(): Record<string, string> {
  return Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

async function openShown() {
  const rendered = renderShell({ route: `/sakvartiranti/${SHOWN.id}` });
  await screen.findByRole('heading', { level: 1, name: SHOWN.title });
  return rendered;
}

const contactButton = () => screen.getByRole('button', { name: text('roommates-contact-action').replace('{{name}}', 'Георги Петров') });

async function openMessage(user: User): Promise<HTMLElement> {
  await user.click(contactButton());
  return screen.findByRole('dialog', { name: text('roommates-message-title') });
}

function fieldsOf(dialog: HTMLElement) {
  return {
    name: within(dialog).getByRole('textbox', { name: text('roommates-message-name') }),
    email: within(dialog).queryByRole('textbox', { name: text('roommates-message-email') }),
    phone: within(dialog).getByRole('textbox', { name: text('roommates-message-phone') }),
    message: within(dialog).getByRole('textbox', { name: text('roommates-message-text') }),
    send: within(dialog).getByRole('button', { name: text('roommates-message-send') }),
  };
}

/** Types the values, solves the captcha (unless `solved` is false) and sends. */
async function write(user: User, dialog: HTMLElement, values: { name?: string; email?: string; phone?: string; message?: string }, { solved = true } = {}) {
  const f = fieldsOf(dialog);
  if (values.name) await user.type(f.name, values.name);
  if (values.email) await user.type(f.email!, values.email);
  if (values.phone) await user.type(f.phone, values.phone);
  if (values.message) await user.type(f.message, values.message);
  if (solved) await solveCaptchaIn(dialog);
  await user.click(f.send);
}

describe('an offer page', () => {
  it('shows the offer from the server: facts, photos, description as text, and its title', async () => {
    const { user } = await openShown();
    await waitFor(() => expect(document.title).toBe(`${SHOWN.title} · ${text('app-name')}`));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Търсим спокоен съквартирант. <b>Без</b> пушене.');
    expect(facts()).toEqual({
      [text('roommates-fact-city')]: 'София',
      [text('roommates-fact-university')]: 'Софийски университет',
      [text('roommates-fact-available')]: 'Свободна от 1 март 2099 г.',
      [text('roommates-fact-wanted')]: '2 съквартиранти',
      [text('roommates-fact-gender')]: text('roommates-gender-female'),
      [text('roommates-fact-posted')]: '1 ноември 2026 г.',
    });
    expect(screen.getByText('320,00 € на месец', { normalizer: (value) => value.replace(/\s+/g, ' ') })).toBeInTheDocument();
    // What the poster typed is shown as typed: the tags are text, not bold.
    const description = screen.getByRole('region', { name: text('roommates-description') });
    expect(description).toHaveTextContent('<b>Без</b> пушене.');
    expect(description.querySelector('b')).toBeNull();
    // The photos, the second shown on demand.
    expect(screen.getByRole('img', { name: `${SHOWN.title}, снимка 1 от 2` })).toHaveAttribute('src', '/media/uploads/a.webp');
    await user.click(screen.getByRole('button', { name: 'Покажи снимка 2' }));
    expect(screen.getByRole('img', { name: `${SHOWN.title}, снимка 2 от 2` })).toHaveAttribute('src', '/media/uploads/b.webp');
    expect(screen.getByRole('link', { name: 'София' })).toHaveAttribute('href', '/sakvartiranti?city=1');
    expect(screen.queryByText(text('roommates-premium-badge'))).not.toBeInTheDocument();
  });

  it('marks a premium offer', async () => {
    server.use(http.get(`/api/tenant-offer/${SHOWN.id}`, () => HttpResponse.json({ ...SHOWN, premium: true, premiumUntil: '2026-12-24T10:00:00.000Z' })));
    await openShown();
    expect(screen.getByText(text('roommates-premium-badge'))).toBeInTheDocument();
  });

  it('renders what it asked for before rendering (the server renders it so), without asking again', async () => {
    const route = `/sakvartiranti/${SHOWN.id}`;
    const store = await preloadedStore(route);
    const calls = recordCalls(server);
    renderShell({ route, store });
    expect(await screen.findByRole('heading', { level: 1, name: SHOWN.title })).toBeInTheDocument();
    expect(calls.filter((call) => call !== 'GET /api/user')).toEqual([]);
  });

  it('says whether the room is free as of when the offer was asked for, not as of each render (the server\'s and the browser\'s)', async () => {
    const today = serviceToday(new Date());
    server.use(http.get(`/api/tenant-offer/${SHOWN.id}`, () => HttpResponse.json({ ...SHOWN, availableFrom: today })));
    const route = `/sakvartiranti/${SHOWN.id}`;
    // Asked for two days ago: the room was not free yet.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const store = await preloadedStore(route).finally(() => now.mockRestore());
    renderShell({ route, store });
    await screen.findByRole('heading', { level: 1, name: SHOWN.title });
    const day = new Intl.DateTimeFormat('bg-BG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${today}T00:00:00Z`));
    expect(facts()[text('roommates-fact-available')]).toBe(text('roommates-available-from').replace('{{date}}', day));
  });

  it('says when the offer does not exist', async () => {
    renderShell({ route: '/sakvartiranti/999' });
    expect(await screen.findByRole('heading', { level: 1, name: text('roommates-not-found-title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('roommates-back-to-search') })).toHaveAttribute('href', '/sakvartiranti');
  });

  it('shows a failed load with the retry', async () => {
    let fail = true;
    server.use(http.get('/api/tenant-offer/:id', () => (fail ? HttpResponse.json({ message: 'Опитайте пак.' }, { status: 503 }) : undefined)));
    const { user } = renderShell({ route: `/sakvartiranti/${SHOWN.id}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Опитайте пак.');
    fail = false;
    await user.click(screen.getByRole('button', { name: text('retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: SHOWN.title })).toBeInTheDocument();
  });

  it('offers the poster a link to edit instead of a message', async () => {
    server.use(signedInAs(userOf('user', { id: POSTER_ID })), http.get('/api/tenant-offer/:id', () => HttpResponse.json({ ...SHOWN, owner: { id: POSTER_ID, name: 'Мария Иванова' } })));
    renderShell({ route: `/sakvartiranti/${SHOWN.id}` });
    expect(await screen.findByRole('link', { name: text('roommates-edit') })).toHaveAttribute('href', `/profil/sakvartiranti/${SHOWN.id}`);
    expect(screen.getByText(text('roommates-own-offer'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Пишете на/ })).not.toBeInTheDocument();
  });
});

describe('the message to the poster', () => {
  it('flags a short name, a missing e-mail address and phone and a short message, and sends nothing', async () => {
    const { user } = await openShown();
    const dialog = await openMessage(user);
    await write(user, dialog, { name: 'И', message: 'Зд' });
    const f = fieldsOf(dialog);
    await waitFor(() => expect(f.name).toHaveAccessibleDescription(text('error-min-length')));
    expect(f.email).toHaveAccessibleDescription(`${text('roommates-message-email-hint')} ${text('error-required')}`);
    expect(f.phone).toHaveAccessibleDescription(`${text('roommates-message-phone-hint')} ${text('error-required')}`);
    expect(f.message).toHaveAccessibleDescription(text('error-min-length'));
    expect(f.name).toHaveFocus();
    expect(inquiries).toEqual([]);
  });

  it('checks the form of the e-mail address', async () => {
    const { user } = await openShown();
    const dialog = await openMessage(user);
    await write(user, dialog, { name: 'Георги', email: 'georgi', phone: '0888123456', message: 'Свободна ли е?' });
    await waitFor(() => expect(fieldsOf(dialog).email).toHaveAccessibleDescription(`${text('roommates-message-email-hint')} ${text('error-email-format')}`));
    expect(inquiries).toEqual([]);
  });

  it('sends the name, e-mail address, phone and message for the offer of the page, says where replies come (no link to the messages), and starts empty again', async () => {
    const { user } = await openShown();
    const dialog = await openMessage(user);
    // Any phone: the specification asks for no format.
    await write(user, dialog, { name: '  Георги  ', email: 'georgi@example.bg', phone: '+44 20 7946 0000', message: 'Свободна ли е стаята?' });
    const success = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(within(success).getByRole('status')).toHaveTextContent(text('roommates-message-sent-visitor').replace('{{email}}', 'georgi@example.bg'));
    // No link to the messages: a visitor's replies come by e-mail.
    expect(within(success).queryByRole('link')).not.toBeInTheDocument();
    expect(inquiries).toEqual([
      { id: SHOWN.id, body: { name: 'Георги', email: 'georgi@example.bg', phone: '+44 20 7946 0000', message: 'Свободна ли е стаята?', code: 'solved-payload' } },
    ]);
    await user.click(within(success).getByRole('button', { name: text('notification-ok') }));
    const again = await openMessage(user);
    expect(fieldsOf(again).name).toHaveValue('');
    expect(fieldsOf(again).message).toHaveValue('');
  });

  it('shows error-try-again when the call fails, and the form resets even then', async () => {
    server.use(http.post('/api/tenant-offer/:id/inquiry', () => HttpResponse.json({ message: 'Твърде много заявки.' }, { status: 429 })));
    const { user } = await openShown();
    const dialog = await openMessage(user);
    await write(user, dialog, { name: 'Георги', email: 'georgi@example.bg', phone: '0888123456', message: 'Свободна ли е?' });
    const failure = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(within(failure).getByRole('alert')).toHaveTextContent(text('error-try-again'));
    await user.click(within(failure).getByRole('button', { name: text('notification-ok') }));
    // The error leads nowhere back: the form is gone, and opens empty.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openMessage(user);
    expect(fieldsOf(again).name).toHaveValue('');
    expect(fieldsOf(again).phone).toHaveValue('');
    expect(fieldsOf(again).message).toHaveValue('');
  });

  it('says to try again, keeping what was typed and sending nothing, when the captcha is not solved', async () => {
    const { user } = await openShown();
    const dialog = await openMessage(user);
    await write(user, dialog, { name: 'Георги', email: 'georgi@example.bg', phone: '0888123456', message: 'Свободна ли е?' }, { solved: false });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text('error-try-again'));
    expect(fieldsOf(dialog).message).toHaveValue('Свободна ли е?');
    expect(inquiries).toEqual([]);
  });

  it("starts with a signed-in writer's name and phone, asks no e-mail address and points to the messages", async () => {
    server.use(signedInAs(userOf('vendor', { id: 77, name: 'Иван Стоянов', phone: '0899111222' })));
    const { user } = await openShown();
    // The user is known once the header shows the profile link instead of the login button.
    await waitFor(() => expect(screen.queryByRole('button', { name: text('header-login') })).not.toBeInTheDocument());
    const dialog = await openMessage(user);
    await waitFor(() => expect(fieldsOf(dialog).name).toHaveValue('Иван Стоянов'));
    expect(fieldsOf(dialog).phone).toHaveValue('0899111222');
    // Signed in, no e-mail address is asked: the replies are in the messages.
    expect(fieldsOf(dialog).email).toBeNull();
    await write(user, dialog, { message: 'Свободна ли е?' });
    const success = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(within(success).getByRole('status')).toHaveTextContent(text('roommates-message-sent-signed-in'));
    expect(inquiries).toEqual([{ id: SHOWN.id, body: { name: 'Иван Стоянов', phone: '0899111222', message: 'Свободна ли е?', code: 'solved-payload' } }]);
    // "See it in your messages" is a link to the inbox, which closes the notice as it goes.
    resetConversations();
    await user.click(within(success).getByRole('link', { name: text('conversations-see-in-messages') }));
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-Inbox') })).toBeInTheDocument();
    expect(currentLocation()).toBe('/profil/saobshteniya');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without a route id shows error-try-again and sends nothing', async () => {
    function Opener() {
      const { open } = useModals();
      return (
        <button type="button" onClick={() => open('roommateOfferMessage')}>
          open
        </button>
      );
    }
    const { user } = renderWithProviders(
      <AppMachinesProvider>
        <Opener />
        <ModalRoot />
      </AppMachinesProvider>,
      { route: '/sakvartiranti' },
    );
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: text('roommates-message-title') });
    await write(user, dialog, { name: 'Георги', email: 'georgi@example.bg', phone: '0888123456', message: 'Свободна ли е?' });
    const failure = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(within(failure).getByRole('alert')).toHaveTextContent(text('error-try-again'));
    expect(inquiries).toEqual([]);
  });
});
