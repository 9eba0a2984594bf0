/**
 * The poster's own offers (AdminRoommates) and their edit page (EditRoommateOffer): the list
 * from the server with its links, Promote through the credits' promotion dialog (the list then
 * says until when the offer is premium, without a reload), Delete only after a confirmation
 * (Keep changes nothing), the empty and failed states, other user types told plainly; the edit
 * form filled in with the offer and saved, someone else's offer refused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addDays, serviceToday } from '../../../../domain/cleaning.ts';
import { testI18n, text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { OFFERS, POSTER_ID, SHOWN, deletedOffers, promotions, resetRoommateRecorders, roommatesCalls, savedOffers } from '../../helpers/roommates.ts';
import { currentLocation, renderShell, signedInAs, spyOnScroll, userOf } from '../../layout/shell.tsx';

const server = useMswServer(...roommatesCalls, signedInAs(userOf('user', { id: POSTER_ID })));

beforeEach(() => {
  spyOnScroll();
  resetRoommateRecorders();
});

const fill = (template: string, values: Record<string, string>) => Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), template);
const mine = OFFERS.filter((offer) => offer.owner.id === POSTER_ID).sort((a, b) => b.id - a.id);

async function openList() {
  const rendered = renderShell({ route: '/profil/sakvartiranti' });
  await screen.findByRole('heading', { level: 1, name: text('page-title-AdminRoommates') });
  await screen.findByText(`${mine.length} публикувани обяви`);
  return rendered;
}

describe('my flatmate offers', () => {
  it('lists my offers newest first, each with its page and its edit link', async () => {
    await openList();
    await waitFor(() => expect(document.title).toBe(`${text('page-title-AdminRoommates')} · ${text('app-name')}`));
    const titles = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(mine.map((offer) => offer.title));
    const first = mine[0]!;
    expect(screen.getByRole('link', { name: first.title })).toHaveAttribute('href', `/sakvartiranti/${first.id}`);
    expect(screen.getByRole('link', { name: fill(text('roommates-edit-named'), { title: first.title }) })).toHaveAttribute('href', `/profil/sakvartiranti/${first.id}`);
    expect(screen.getAllByRole('link', { name: text('roommates-post-action') })[0]).toHaveAttribute('href', '/sakvartiranti/publikuvai');
  });

  it('promotes an offer through the promotion dialog; the list then says until when it is premium, without a reload', async () => {
    const { t } = testI18n('bg');
    const { user } = await openList();
    const [first, second] = [mine[0]!, mine[1]!];
    expect(screen.queryByText(/^Премиум до/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: fill(text('roommates-promote-named'), { title: first.title }) }));
    const dialog = await screen.findByRole('dialog', { name: text('credits-promote-title') });
    // It names the offer it promotes.
    expect(within(dialog).getByText(first.title)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${t('credits-promote-days', { count: 7 })} `) }));
    await user.click(within(dialog).getByRole('button', { name: t('credits-promote-submit', { count: 5 }) }));
    const success = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(success).toHaveTextContent(text('credits-promote-success'));
    expect(promotions).toEqual([{ kind: 'tenantOffer', id: first.id, days: 7 }]);
    await user.click(within(success).getByRole('button', { name: text('notification-ok') }));

    const row = (offer: typeof first) => within(screen.getByRole('heading', { level: 2, name: offer.title }).closest('li')!);
    // The helper's promotions end on PROMOTED_UNTIL, 24 December 2026 in Sofia.
    const until = fill(text('roommates-premium-until'), { date: '24.12.2026 г.' });
    expect(await row(first).findByText(until)).toBeInTheDocument();
    expect(row(second).queryByText(until)).not.toBeInTheDocument();
  });

  it('deletes an offer only after the confirmation, and says so', async () => {
    const { user } = await openList();
    const first = mine[0]!;
    await user.click(screen.getByRole('button', { name: fill(text('roommates-delete-named'), { title: first.title }) }));
    let dialog = await screen.findByRole('dialog', { name: text('roommates-delete-title') });
    expect(dialog).toHaveTextContent(first.title);
    await user.click(within(dialog).getByRole('button', { name: text('roommates-delete-keep') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletedOffers).toEqual([]);

    await user.click(screen.getByRole('button', { name: fill(text('roommates-delete-named'), { title: first.title }) }));
    dialog = await screen.findByRole('dialog', { name: text('roommates-delete-title') });
    await user.click(within(dialog).getByRole('button', { name: text('roommates-delete-confirm') }));
    const success = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(within(success).getByRole('status')).toHaveTextContent(text('roommates-deleted'));
    expect(deletedOffers).toEqual([first.id]);
    // The list is read again without it.
    await waitFor(() => expect(screen.queryByRole('link', { name: first.title })).not.toBeInTheDocument());
  });

  it("says why a delete failed, in the server's words", async () => {
    server.use(http.delete('/api/roommates/posts/:id', () => HttpResponse.json({ message: 'Не е намерено.' }, { status: 404 })));
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: fill(text('roommates-delete-named'), { title: mine[0]!.title }) }));
    const dialog = await screen.findByRole('dialog', { name: text('roommates-delete-title') });
    await user.click(within(dialog).getByRole('button', { name: text('roommates-delete-confirm') }));
    const failure = await screen.findByRole('dialog', { name: text('notification-title-error') });
    expect(within(failure).getByRole('alert')).toHaveTextContent('Не е намерено.');
  });

  it('invites the first offer when there is none', async () => {
    server.use(http.get('/api/tenant-offer/user', () => HttpResponse.json({ items: [], total: 0, offset: 0, limit: 10 })));
    renderShell({ route: '/profil/sakvartiranti' });
    expect(await screen.findByText(text('roommates-mine-empty'))).toBeInTheDocument();
  });

  it('shows a failed list with the retry', async () => {
    let fail = true;
    server.use(http.get('/api/tenant-offer/user', () => (fail ? HttpResponse.json({ message: 'Грешка.' }, { status: 500 }) : undefined)));
    const { user } = renderShell({ route: '/profil/sakvartiranti' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Грешка.');
    fail = false;
    await user.click(screen.getByRole('button', { name: text('retry') }));
    expect(await screen.findByText(`${mine.length} публикувани обяви`)).toBeInTheDocument();
  });

  it('tells an agency that offers are for personal accounts', async () => {
    server.use(signedInAs(userOf('agency')));
    renderShell({ route: '/profil/sakvartiranti' });
    expect(await screen.findByText(text('roommates-not-for-agency'))).toBeInTheDocument();
  });
});

describe('editing my offer', () => {
  const soon = addDays(serviceToday(new Date()), 20);
  const own = { ...SHOWN, availableFrom: soon, owner: { id: POSTER_ID, name: 'Мария Иванова' } };

  it('fills the form with the offer, keeps its photos and saves the changes', async () => {
    server.use(http.get(`/api/tenant-offer/${SHOWN.id}`, () => HttpResponse.json(own)));
    const { user } = renderShell({ route: `/profil/sakvartiranti/${SHOWN.id}` });
    const title = await screen.findByRole('textbox', { name: text('roommates-form-title') });
    expect(title).toHaveValue(SHOWN.title);
    expect(screen.getByRole('textbox', { name: text('roommates-form-price') })).toHaveValue('320');
    await waitFor(() => expect(screen.getByRole('combobox', { name: text('roommates-form-university') })).toHaveValue('1'));
    expect(screen.getAllByRole('img', { name: /^Снимка \d$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: fill(text('image-field-remove'), { position: '1' }) }));
    await user.clear(title);
    await user.type(title, 'Стая с тераса');
    await user.click(screen.getByRole('button', { name: text('roommates-form-save') }));

    const success = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(within(success).getByRole('status')).toHaveTextContent(text('roommates-saved'));
    expect(savedOffers).toEqual([
      {
        id: SHOWN.id,
        body: expect.objectContaining({ title: 'Стая с тераса', price: 32_000, cityId: 1, universityId: 1, availableFrom: soon, images: ['/media/uploads/b.webp'] }),
      },
    ]);
    await waitFor(() => expect(currentLocation()).toBe('/profil/sakvartiranti'));
  });

  it("refuses someone else's offer", async () => {
    renderShell({ route: `/profil/sakvartiranti/${SHOWN.id}` });
    expect(await screen.findByText(text('roommates-not-yours'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('roommates-form-save') })).not.toBeInTheDocument();
  });

  it('says when the offer does not exist', async () => {
    renderShell({ route: '/profil/sakvartiranti/999' });
    expect(await screen.findByText(text('roommates-not-found'))).toBeInTheDocument();
  });
});
