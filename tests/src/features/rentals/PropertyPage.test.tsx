/**
 * A property's page and its viewing request (product §3, 4, 5, 8) against the contract's answers:
 * the facts, the gallery by buttons, keys and swipe, the owner or agency box, and the request
 * modal: its rules (a past date and time flag both), the form closing before the loading
 * message, the success message, the server's message translated, the form reset even after
 * an error, and the captcha's answer sent (its widget's solving played, tests/src/helpers/captcha.ts)
 * or, unsolved, the form kept with nothing sent.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { minViewingDate } from '../../../../domain/validation/viewingRequest.ts';
import { solveCaptchaIn } from '../../helpers/captcha.ts';
import { text } from '../../helpers/i18n.ts';
import { recordCalls, useMswServer } from '../../helpers/msw.ts';
import { preloadedStore } from '../../helpers/preload.ts';
import { rentalsCalls, resetRentals, viewingRequests } from '../../helpers/rentals.ts';
import { currentLocation, renderShell, signedInAs, signedOut, spyOnScroll, userOf } from '../../layout/shell.tsx';
import { conversation, conversationsCalls, resetConversations, state as conversationsState } from '../../helpers/conversations.ts';
import { deferred } from '../account/harness.tsx';

const server = useMswServer(...rentalsCalls, ...conversationsCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetRentals();
});

const DAY = 24 * 60 * 60 * 1000;
const tomorrow = () => minViewingDate(new Date(Date.now() + DAY));
const yesterday = () => minViewingDate(new Date(Date.now() - DAY));

async function openProperty(id = 113) {
  const result = renderShell({ route: `/imot/${id}` });
  await screen.findByRole('heading', { level: 1, name: id === 201 ? 'Къща до морето' : `Апартамент ${id}` });
  return result;
}

async function openRequest(user: Awaited<ReturnType<typeof openProperty>>['user']) {
  await user.click(screen.getByRole('button', { name: text('rentals-request-viewing') }));
  return screen.findByRole('dialog', { name: text('rentals-viewing-title') });
}

async function fill(user: Awaited<ReturnType<typeof openProperty>>['user'], dialog: HTMLElement, date: string, time: string) {
  await user.type(within(dialog).getByRole('textbox', { name: text('form-name') }), 'Иван Тодоров');
  await user.type(within(dialog).getByRole('textbox', { name: text('form-phone') }), '0897148326');
  await user.type(within(dialog).getByRole('textbox', { name: text('form-email') }), 'ivan@example.bg');
  fireEvent.change(within(dialog).getByLabelText(text('rentals-viewing-date')), { target: { value: date } });
  fireEvent.change(within(dialog).getByLabelText(text('rentals-viewing-time')), { target: { value: time } });
  await solveCaptchaIn(dialog);
}

describe('a property page', () => {
  it('shows the rent, the facts, the description, the advantages, the appliances and who lets it', async () => {
    await openProperty();
    expect(document.title).toBe(`Апартамент 113 · ${text('app-name')}`);
    const main = within(screen.getByRole('main'));
    expect(main.getAllByText(/630\s€ \/ месец/)[0]).toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: text('rentals-facts') }));
    const fact = (term: string) => facts.getByText(term).nextElementSibling?.textContent;
    expect(fact(text('rentals-fact-floor'))).toBe('Етаж 3 от 8');
    expect(fact(text('rentals-fact-construction'))).toBe(text('property-construction-brick'));
    expect(fact(text('rentals-fact-heating'))).toBe(text('property-heating-district'));
    expect(fact(text('rentals-fact-furniture'))).toBe(text('property-furniture-furnished'));
    expect(fact(text('rentals-fact-building-year'))).toBe('2008');
    expect(fact(text('rentals-fact-bills'))).toMatch(/около 120\s€ на месец/);
    expect(fact(text('rentals-fact-fees'))).toBe('Такса вход 10 €.');
    expect(facts.getByText('Близо до метро')).toBeInTheDocument();
    expect(facts.getByText('Тераса')).toBeInTheDocument();
    expect(facts.getByText('Хладилник')).toBeInTheDocument();
    expect(main.getByText('Светъл апартамент.')).toBeInTheDocument();
    const contact = within(screen.getByRole('region', { name: text('rentals-contact-owner') }));
    expect(contact.getByRole('link', { name: 'Десислава Николова' })).toHaveAttribute('href', '/potrebitel/7');
    expect(screen.getByRole('region', { name: text('rentals-location') })).toBeInTheDocument();
  });

  it('shows a house’s storeys and bedrooms, and no floor', async () => {
    await openProperty(201);
    const facts = within(screen.getByRole('region', { name: text('rentals-facts') }));
    expect(facts.getByText(text('rentals-fact-storeys')).nextElementSibling?.textContent).toBe('2');
    expect(facts.getByText(text('rentals-fact-bedrooms')).nextElementSibling?.textContent).toBe('3');
    expect(facts.queryByText(text('rentals-fact-floor'))).not.toBeInTheDocument();
  });

  it('leads to the agency that lets a home', async () => {
    await openProperty(201);
    const contact = within(screen.getByRole('region', { name: text('rentals-contact-agency') }));
    expect(contact.getByRole('link', { name: 'Домус Имоти' })).toHaveAttribute('href', '/agentsiya/1');
    // Without a position, no map.
    expect(screen.queryByRole('region', { name: text('rentals-location') })).not.toBeInTheDocument();
  });

  it('moves through the photos with the buttons, the arrow keys and a swipe', async () => {
    const { user } = await openProperty();
    const gallery = screen.getByRole('region', { name: 'Снимки на Апартамент 113' });
    const photo = () => within(gallery).getAllByRole('img')[0]!;
    expect(photo()).toHaveAccessibleName('Апартамент 113, снимка 1 от 2');
    await user.click(within(gallery).getByRole('button', { name: text('gallery-next') }));
    expect(photo()).toHaveAccessibleName('Апартамент 113, снимка 2 от 2');
    expect(within(gallery).getByRole('button', { name: 'Покажи снимка 2' })).toHaveAttribute('aria-pressed', 'true');
    gallery.focus();
    await user.keyboard('{ArrowRight}');
    expect(photo()).toHaveAccessibleName('Апартамент 113, снимка 1 от 2');
    await user.keyboard('{End}');
    expect(photo()).toHaveAccessibleName('Апартамент 113, снимка 2 от 2');
    const stage = photo().parentElement!;
    // jsdom has no PointerEvent: a mouse event that says it comes from a finger.
    const touch = (type: string, clientX: number, clientY: number) =>
      Object.assign(new MouseEvent(type, { bubbles: true, clientX, clientY }), { pointerType: 'touch' });
    fireEvent(stage, touch('pointerdown', 50, 100));
    fireEvent(stage, touch('pointerup', 200, 110));
    expect(photo()).toHaveAccessibleName('Апартамент 113, снимка 1 от 2');
  });

  it('renders what it asked for before rendering (the server renders it so), without asking again', async () => {
    const store = await preloadedStore('/imot/113');
    const calls = recordCalls(server);
    renderShell({ route: '/imot/113', store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Апартамент 113' })).toBeInTheDocument();
    expect(calls.filter((call) => call !== 'GET /api/user')).toEqual([]);
  });

  it('says so when the property is not offered', async () => {
    renderShell({ route: '/imot/303' });
    expect(await screen.findByRole('heading', { level: 1, name: text('rentals-not-found-title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('rentals-back-to-search') })).toHaveAttribute('href', '/imoti');
  });
});

describe('the viewing request', () => {
  it('requires every field and offers dates from today on', async () => {
    const { user } = await openProperty();
    const dialog = await openRequest(user);
    expect(within(dialog).getByLabelText(text('rentals-viewing-date'))).toHaveAttribute('min', minViewingDate(new Date()));
    await user.click(within(dialog).getByRole('button', { name: text('rentals-viewing-submit') }));
    for (const name of ['form-name', 'form-phone', 'form-email', 'rentals-viewing-date', 'rentals-viewing-time']) {
      await waitFor(() => expect(within(dialog).getByLabelText(text(name))).toHaveAccessibleDescription(expect.stringContaining(text('error-required'))));
    }
    expect(viewingRequests).toEqual([]);
  });

  it('flags both the date and the time of a moment in the past', async () => {
    const { user } = await openProperty();
    const dialog = await openRequest(user);
    await fill(user, dialog, yesterday(), '10:00');
    await user.click(within(dialog).getByRole('button', { name: text('rentals-viewing-submit') }));
    await waitFor(() => expect(within(dialog).getByLabelText(text('rentals-viewing-date'))).toHaveAccessibleDescription(text('error-date-in-past')));
    expect(within(dialog).getByLabelText(text('rentals-viewing-time'))).toHaveAccessibleDescription(text('error-date-in-past'));
    expect(viewingRequests).toEqual([]);
  });

  it('closes the form before the loading message, says it was sent and where the answer comes, and starts empty again', async () => {
    const held = deferred();
    server.use(
      http.post('/api/property-view', async () => {
        await held.promise;
        return undefined;
      }),
    );
    const { user } = await openProperty();
    const dialog = await openRequest(user);
    await fill(user, dialog, tomorrow(), '18:30');
    await user.click(within(dialog).getByRole('button', { name: text('rentals-viewing-submit') }));
    expect(await screen.findByText(text('notification-sending'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: text('rentals-viewing-title') })).not.toBeInTheDocument();
    held.resolve();
    expect(await screen.findByText(text('viewing-request-success-visitor').replace('{{email}}', 'ivan@example.bg'))).toBeInTheDocument();
    expect(viewingRequests).toEqual([
      { propertyId: 113, code: 'solved-payload', contactName: 'Иван Тодоров', contactPhone: '0897148326', contactEmail: 'ivan@example.bg', dateTime: `${tomorrow()} 18:30` },
    ]);
    await user.click(screen.getByRole('button', { name: text('notification-ok') }));
    const again = await openRequest(user);
    expect(within(again).getByRole('textbox', { name: text('form-name') })).toHaveValue('');
  });

  it("links a signed-in visitor's success notice to the conversation the request opened, closing the notice", async () => {
    server.use(signedInAs(userOf('user', { name: 'Иван Тодоров', phone: '0897148326', email: 'ivan@example.bg' })));
    resetConversations();
    conversationsState.conversations.set(99, conversation(99, { otherName: 'Агенция Дом' }));
    const { user } = await openProperty();
    await waitFor(() => expect(screen.queryByRole('button', { name: text('header-login') })).not.toBeInTheDocument());
    const dialog = await openRequest(user);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: text('form-email') })).toHaveValue('ivan@example.bg'));
    fireEvent.change(within(dialog).getByLabelText(text('rentals-viewing-date')), { target: { value: tomorrow() } });
    fireEvent.change(within(dialog).getByLabelText(text('rentals-viewing-time')), { target: { value: '18:30' } });
    await solveCaptchaIn(dialog);
    await user.click(within(dialog).getByRole('button', { name: text('rentals-viewing-submit') }));
    const success = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(within(success).getByRole('status')).toHaveTextContent(text('viewing-request-success-signed-in'));
    // The answer names conversation 99: the link goes straight to it.
    await user.click(within(success).getByRole('link', { name: text('conversations-see-in-messages') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Разговор с Агенция Дом' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/profil/saobshteniya/99');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message for the field it refused, translated, and the form resets even so", async () => {
    server.use(
      http.post('/api/property-view', () =>
        HttpResponse.json({ message: 'validation_failed', errors: [{ property: 'dateTime', message: 'error-viewing-date-too-far' }] }, { status: 422 }),
      ),
    );
    const { user } = await openProperty();
    const dialog = await openRequest(user);
    await fill(user, dialog, tomorrow(), '09:00');
    await user.click(within(dialog).getByRole('button', { name: text('rentals-viewing-submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('error-viewing-date-too-far'));
    await user.click(screen.getByRole('button', { name: text('notification-ok') }));
    const again = await openRequest(user);
    expect(within(again).getByRole('textbox', { name: text('form-email') })).toHaveValue('');
  });

  it('says to try again, keeping what was typed and sending nothing, when the captcha is not solved', async () => {
    const { user } = await openProperty();
    const dialog = await openRequest(user);
    await user.type(within(dialog).getByRole('textbox', { name: text('form-name') }), 'Иван Тодоров');
    await user.type(within(dialog).getByRole('textbox', { name: text('form-phone') }), '0897148326');
    await user.type(within(dialog).getByRole('textbox', { name: text('form-email') }), 'ivan@example.bg');
    fireEvent.change(within(dialog).getByLabelText(text('rentals-viewing-date')), { target: { value: tomorrow() } });
    fireEvent.change(within(dialog).getByLabelText(text('rentals-viewing-time')), { target: { value: '18:30' } });
    await user.click(within(dialog).getByRole('button', { name: text('rentals-viewing-submit') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text('error-try-again'));
    expect(within(dialog).getByRole('textbox', { name: text('form-name') })).toHaveValue('Иван Тодоров');
    expect(viewingRequests).toEqual([]);
  });

  it('says please try again later when no answer comes', async () => {
    server.use(http.post('/api/property-view', () => HttpResponse.error()));
    const { user } = await openProperty();
    const dialog = await openRequest(user);
    await fill(user, dialog, tomorrow(), '09:00');
    await user.click(within(dialog).getByRole('button', { name: text('rentals-viewing-submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('please-try-again-later'));
  });
});
