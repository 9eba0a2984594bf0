/**
 * The settings page: details (the header follows the new name), a new e-mail address that waits
 * for its confirmation, the password with the current one, a shop's or agency's public profile,
 * the credits wallet with its ledger, paged in the address, and the way to buy credits, and the
 * newsletter switch, and deleting the account behind its confirm dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { ModalRoot } from '../../../../src/app/ModalRoot.tsx';
import SettingsPage from '../../../../src/features/settings/SettingsPage.tsx';
import { AppMachinesProvider, useAuth } from '../../../../src/machines/AppMachines.tsx';
import { callsTo, createWalletState, promotionEntry, purchaseEntry, walletHandlers, walletUser } from '../../helpers/credits.ts';
import type { WalletState } from '../../helpers/credits.ts';
import { testI18n, text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { renderWithProviders } from '../../helpers/render.tsx';

const t = testI18n('bg').t;
let state: WalletState = createWalletState();
let newsletter = { subscribed: false };
const server = useMswServer();

const vendor = { id: 3, name: 'Мебели Дъбрава', description: null, logo: null, deliveryPrice: 1250, city: { id: 1, name: 'София' }, phone: null, email: null };
const agency = { id: 4, name: 'Домус Имоти', description: 'Имоти в София', logo: null, phone: '0888214367', email: null, city: null, propertiesCount: 12 };

beforeEach(() => {
  state = createWalletState();
  newsletter = { subscribed: false };
  server.use(
    http.get('/api/user/newsletter', () => HttpResponse.json(newsletter)),
    http.put('/api/user/newsletter', async ({ request }) => {
      const body = (await request.json()) as { subscribed: boolean };
      state.calls.push({ method: 'PUT', path: '/api/user/newsletter', body });
      newsletter = { subscribed: body.subscribed };
      return HttpResponse.json(newsletter);
    }),
    ...walletHandlers(state),
    http.get('/api/location/city', () => HttpResponse.json([{ id: 1, name: 'София', districts: [] }, { id: 2, name: 'Пловдив', districts: [] }])),
    http.get('/api/user/vendor', () => HttpResponse.json(vendor)),
    http.get('/api/user/agency', () => HttpResponse.json(agency)),
    http.post('/api/vendor/:id', async ({ request, params }) => {
      const body = (await request.json()) as object;
      state.calls.push({ method: 'POST', path: `/api/vendor/${String(params.id)}`, body });
      return HttpResponse.json({ ...vendor, ...body });
    }),
    http.post('/api/agency/:id', async ({ request, params }) => {
      const body = (await request.json()) as object;
      state.calls.push({ method: 'POST', path: `/api/agency/${String(params.id)}`, body });
      return HttpResponse.json({ ...agency, ...body });
    }),
  );
});

function Probe() {
  const { user } = useAuth();
  const { search } = useLocation();
  return (
    <aside>
      <output aria-label="header name">{user?.name ?? ''}</output>
      <output aria-label="search">{search}</output>
    </aside>
  );
}

async function renderSettings(route = '/profil/nastroiki') {
  const result = renderWithProviders(
    <AppMachinesProvider>
      <Probe />
      <Routes>
        <Route path="/profil/nastroiki" element={<SettingsPage />} />
      </Routes>
      <ModalRoot />
    </AppMachinesProvider>,
    { route },
  );
  await screen.findByRole('region', { name: text('settings-details-title') });
  return result;
}

const section = (key: string) => screen.getByRole('region', { name: text(key) });
const field = (region: HTMLElement, key: string) => within(region).getByLabelText(text(key));

describe('the settings page', () => {
  it('has its title and every part for a regular user (no public profile)', async () => {
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: text('page-title-AdminSettings') })).toBeInTheDocument();
    for (const key of ['settings-details-title', 'settings-credits-title', 'settings-email-title', 'settings-password-title', 'settings-newsletter-title']) {
      expect(section(key)).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: text('settings-business-shop-title') })).not.toBeInTheDocument();
  });

  it('switches the newsletter on and off for the account address', async () => {
    const { user } = await renderSettings();
    const region = within(section('settings-newsletter-title'));
    const toggle = await region.findByRole('switch', { name: text('settings-newsletter-switch') });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(callsTo(state, 'PUT', '/api/user/newsletter').map((call) => call.body)).toEqual([{ subscribed: true }, { subscribed: false }]);
  });

  it('says so when the switch cannot be changed, staying where it was', async () => {
    server.use(http.put('/api/user/newsletter', () => HttpResponse.json({ message: 'error-server' }, { status: 500 })));
    const { user } = await renderSettings();
    const region = within(section('settings-newsletter-title'));
    const toggle = await region.findByRole('switch', { name: text('settings-newsletter-switch') });
    await user.click(toggle);
    await waitFor(() => expect(region.getByRole('alert')).toHaveTextContent(text('error-please-try-again-later')));
    expect(toggle).not.toBeChecked();
  });

  it('deletes the account from its dialog with the password, and shows a wrong one under the field', async () => {
    let answer: 'wrong' | 'ok' = 'wrong';
    server.use(
      http.post('/api/user/deletion', async ({ request }) => {
        state.calls.push({ method: 'POST', path: '/api/user/deletion', body: (await request.json()) as object });
        if (answer === 'ok') return new HttpResponse(null, { status: 204 });
        return HttpResponse.json({ message: 'validation_failed', errors: [{ property: 'password', message: 'Текущата парола не е вярна.' }] }, { status: 422 });
      }),
      http.post('/api/auth/logout', () => {
        state.calls.push({ method: 'POST', path: '/api/auth/logout', body: {} });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderSettings();
    await user.click(within(section('settings-delete-title')).getByRole('button', { name: text('settings-delete-open') }));
    const dialog = within(await screen.findByRole('dialog', { name: text('settings-delete-title') }));
    const password = dialog.getByLabelText(new RegExp(`^${t('settings-delete-password', { word: 'ИЗТРИЙ' }).replace(/[()]/g, '\\$&')}`));
    await user.type(password, 'not-it');
    await user.click(dialog.getByRole('button', { name: text('settings-delete-confirm') }));
    expect(await dialog.findByText('Текущата парола не е вярна.')).toBeInTheDocument();

    answer = 'ok';
    await user.clear(password);
    await user.type(password, 'demo1234');
    await user.click(dialog.getByRole('button', { name: text('settings-delete-confirm') }));
    await waitFor(() => expect(callsTo(state, 'POST', '/api/user/deletion')).toHaveLength(2));
    expect(callsTo(state, 'POST', '/api/user/deletion')[1]!.body).toEqual({ password: 'demo1234', confirmation: 'demo1234' });
    // Then the browser signs out.
    await waitFor(() => expect(callsTo(state, 'POST', '/api/auth/logout')).toHaveLength(1));
  });

  it('saves the name and phone, and the shell shows the new name', async () => {
    const { user } = await renderSettings();
    const details = section('settings-details-title');
    expect(field(details, 'settings-name')).toHaveValue('Мария Иванова');
    await user.clear(field(details, 'settings-name'));
    await user.type(field(details, 'settings-name'), 'Мария Петрова');
    await user.click(within(details).getByRole('button', { name: text('settings-save') }));
    expect(await within(details).findByText(text('settings-saved'))).toBeInTheDocument();
    expect(callsTo(state, 'POST', '/api/user/me').map((call) => call.body)).toEqual([{ name: 'Мария Петрова', phone: '0888412735' }]);
    await waitFor(() => expect(screen.getByRole('status', { name: 'header name' })).toHaveTextContent('Мария Петрова'));
  });

  it('refuses a short name before sending', async () => {
    const { user } = await renderSettings();
    const details = section('settings-details-title');
    await user.clear(field(details, 'settings-name'));
    await user.type(field(details, 'settings-name'), 'М');
    await user.click(within(details).getByRole('button', { name: text('settings-save') }));
    expect(await within(details).findByText(text('error-min-length'))).toBeInTheDocument();
    expect(callsTo(state, 'POST', '/api/user/me')).toEqual([]);
  });

  it('asks for a new e-mail address with the password, then says where the link went and can drop the change', async () => {
    const { user } = await renderSettings();
    const email = section('settings-email-title');
    expect(email).toHaveTextContent('maria@example.bg');
    await user.type(field(email, 'settings-email-new'), 'maria.new@example.bg');
    await user.type(field(email, 'settings-current-password'), 'demo1234');
    await user.click(within(email).getByRole('button', { name: text('settings-email-submit') }));
    expect(await within(email).findByText(text('settings-email-sent'))).toBeInTheDocument();
    expect(callsTo(state, 'POST', '/api/user/me').map((call) => call.body)).toEqual([{ email: 'maria.new@example.bg', currentPassword: 'demo1234' }]);
    expect(await within(email).findByText('maria.new@example.bg')).toBeInTheDocument();
    expect(field(email, 'settings-email-new')).toHaveValue('');
    await user.click(within(email).getByRole('button', { name: text('settings-email-drop') }));
    await waitFor(() => expect(within(email).queryByText('maria.new@example.bg')).not.toBeInTheDocument());
    expect(callsTo(state, 'POST', '/api/user/me').at(-1)!.body).toEqual({ email: 'maria@example.bg' });
  });

  it('shows the server’s refusal of the current password under that field, keeping what was typed', async () => {
    server.use(
      http.post('/api/user/me', () =>
        HttpResponse.json({ message: 'validation_failed', errors: [{ property: 'currentPassword', message: 'Текущата парола не е вярна.' }] }, { status: 422 }),
      ),
    );
    const { user } = await renderSettings();
    const email = section('settings-email-title');
    await user.type(field(email, 'settings-email-new'), 'maria.new@example.bg');
    await user.type(field(email, 'settings-current-password'), 'wrong1');
    await user.click(within(email).getByRole('button', { name: text('settings-email-submit') }));
    expect(await within(email).findByText('Текущата парола не е вярна.')).toBeInTheDocument();
    expect(within(email).getByRole('alert')).toHaveTextContent(text('error-please-fulfill-all-fields-with-valid-data'));
    expect(field(email, 'settings-email-new')).toHaveValue('maria.new@example.bg');
  });

  it('changes the password with the current one, and offers a link for a forgotten one', async () => {
    const { user } = await renderSettings();
    const password = section('settings-password-title');
    await user.type(field(password, 'settings-current-password'), 'demo1234');
    await user.type(field(password, 'settings-password-new'), 'new-secret');
    await user.type(field(password, 'settings-password-repeat'), 'new-secret');
    await user.click(within(password).getByRole('button', { name: text('settings-password-submit') }));
    expect(await within(password).findByText(text('settings-password-changed'))).toBeInTheDocument();
    expect(callsTo(state, 'POST', '/api/user/password').map((call) => call.body)).toEqual([{ currentPassword: 'demo1234', password: 'new-secret' }]);
    expect(field(password, 'settings-current-password')).toHaveValue('');
    await user.click(within(password).getByRole('button', { name: text('settings-password-send-link') }));
    expect(await within(password).findByText(text('settings-password-link-sent'))).toBeInTheDocument();
  });

  it('shows the wallet: balance, the ledger with what each entry was, and a way to buy credits', async () => {
    const { user } = await renderSettings();
    const wallet = section('settings-credits-title');
    expect(await within(wallet).findByTestId('wallet-balance')).toHaveTextContent('20');
    const entries = within(within(wallet).getByRole('list', { name: text('settings-ledger-title') })).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent(t('settings-ledger-promotion', { count: 7, title: 'Светъл апартамент' }));
    expect(entries[0]).toHaveTextContent('-5');
    expect(entries[1]).toHaveTextContent(t('settings-ledger-purchase', { count: 25 }));
    expect(entries[1]).toHaveTextContent('+25');
    await user.click(within(wallet).getByRole('button', { name: text('settings-credits-buy') }));
    expect(await screen.findByRole('dialog', { name: text('credits-buy-title') })).toBeInTheDocument();
  });

  it('pages the ledger in the address, 10 a page', async () => {
    state.ledger = Array.from({ length: 12 }, (_, index) => purchaseEntry(100 - index, 4, 48 - index * 4, 400));
    state.ledger.push(promotionEntry(1, 5, 0, 7, null));
    const { user } = await renderSettings();
    const wallet = section('settings-credits-title');
    await within(wallet).findByTestId('wallet-balance');
    await user.click(within(wallet).getByRole('link', { name: t('pagination-page', { page: 2 }) }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?ledger=2'));
    const ledger = within(wallet).getByRole('list', { name: text('settings-ledger-title') });
    await waitFor(() => expect(within(ledger).getAllByRole('listitem')).toHaveLength(3));
    expect(within(wallet).getByText(t('settings-ledger-promotion', { count: 7, title: text('settings-ledger-gone') }))).toBeInTheDocument();
    expect(callsTo(state, 'GET', '/api/credit/ledger').map((call) => call.path)).toContain('/api/credit/ledger?offset=10&limit=10');
  });

  it('says when the ledger is empty, and offers a retry when it does not load', async () => {
    state.ledger = [];
    await renderSettings();
    expect(await within(section('settings-credits-title')).findByText(text('settings-ledger-empty'))).toBeInTheDocument();
  });

  it('offers a retry when the wallet does not load', async () => {
    server.use(http.get('/api/credit/ledger', () => HttpResponse.json({ message: 'Сървърът не отговаря.' }, { status: 500 })));
    const { user } = await renderSettings();
    const wallet = section('settings-credits-title');
    expect(await within(wallet).findByRole('alert')).toHaveTextContent('Сървърът не отговаря.');
    server.use(...walletHandlers(state));
    await user.click(within(wallet).getByRole('button', { name: text('retry') }));
    expect(await within(wallet).findByTestId('wallet-balance')).toHaveTextContent('20');
  });

  it("edits a shop's public profile: the fee in euros is sent in cents, blank fields as null", async () => {
    state.user = walletUser({ type: 'vendor', vendor: { id: 3, name: 'Мебели Дъбрава' } });
    const { user } = await renderSettings();
    const shop = await screen.findByRole('region', { name: text('settings-business-shop-title') });
    const name = await within(shop).findByLabelText(text('settings-business-name'));
    expect(name).toHaveValue('Мебели Дъбрава');
    expect(field(shop, 'settings-business-delivery')).toHaveValue('12.50');
    await user.clear(field(shop, 'settings-business-delivery'));
    await user.type(field(shop, 'settings-business-delivery'), '9,90');
    await user.selectOptions(field(shop, 'settings-business-city'), 'Пловдив');
    await user.click(within(shop).getByRole('button', { name: text('settings-save') }));
    expect(await within(shop).findByText(text('settings-saved'))).toBeInTheDocument();
    expect(callsTo(state, 'POST', '/api/vendor/3').map((call) => call.body)).toEqual([
      { name: 'Мебели Дъбрава', description: null, phone: null, email: null, cityId: 2, logo: null, deliveryPrice: 990 },
    ]);
    expect(within(shop).getByRole('link', { name: text('settings-business-view-shop') })).toHaveAttribute('href', '/targovets/3');
  });

  it("edits an agency's public profile, refusing a fee field it does not have and a bad phone", async () => {
    state.user = walletUser({ type: 'agency', agency: { id: 4, name: 'Домус Имоти' } });
    const { user } = await renderSettings();
    const office = await screen.findByRole('region', { name: text('settings-business-agency-title') });
    await within(office).findByLabelText(text('settings-business-name'));
    expect(within(office).queryByLabelText(text('settings-business-delivery'))).not.toBeInTheDocument();
    await user.clear(field(office, 'settings-business-phone'));
    await user.type(field(office, 'settings-business-phone'), '123');
    await user.click(within(office).getByRole('button', { name: text('settings-save') }));
    expect(await within(office).findByText(text('error-phone-format'))).toBeInTheDocument();
    await user.clear(field(office, 'settings-business-phone'));
    await user.click(within(office).getByRole('button', { name: text('settings-save') }));
    expect(await within(office).findByText(text('settings-saved'))).toBeInTheDocument();
    expect(callsTo(state, 'POST', '/api/agency/4').map((call) => call.body)).toEqual([
      { name: 'Домус Имоти', description: 'Имоти в София', phone: null, email: null, cityId: null, logo: null },
    ]);
  });

  it('counts a change from the saved name: typing the old name back after a save can be saved again', async () => {
    const { user } = await renderSettings();
    const details = section('settings-details-title');
    const save = within(details).getByRole('button', { name: text('settings-save') });
    await user.clear(field(details, 'settings-name'));
    await user.type(field(details, 'settings-name'), 'Мария Петрова');
    await user.click(save);
    expect(await within(details).findByText(text('settings-saved'))).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    await user.clear(field(details, 'settings-name'));
    await user.type(field(details, 'settings-name'), 'Мария Иванова');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(callsTo(state, 'POST', '/api/user/me')).toHaveLength(2));
    expect(callsTo(state, 'POST', '/api/user/me')[1]?.body).toEqual({ name: 'Мария Иванова', phone: '0888412735' });
  });
});
