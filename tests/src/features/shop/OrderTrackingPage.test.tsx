/**
 * The buyer's order page (issue 22): opened by an e-mail's private link (the token goes in the
 * body, never in a request's address), each shop's part with its status, lines and shipment, the
 * totals adding up, and its other states: the sign-in it asks for, a link that opens nothing,
 * someone else's order, and a failure with a retry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Order } from '../../../../src/features/shop/api.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { renderShell, signedInAs, signedOut, spyOnScroll, userOf } from '../../layout/shell.tsx';

const ORDER: Order = {
  id: 57,
  status: 'confirmed',
  items: [
    { productId: 201, title: 'Лампа Слънце', unitPrice: 4_990, quantity: 2, vendorId: 3 },
    { productId: 200, title: 'Ваза Луна', unitPrice: 1_999, quantity: 1, vendorId: 4 },
  ],
  groups: [
    { vendor: { id: 3, name: 'Мебели Дъбрава' }, status: 'shipped', totalAmount: 9_980, totalTaxes: 1_996, delivery: 500, shipment: { carrier: 'econt', carrierName: null, trackingNumber: '1051234567', trackingUrl: 'https://www.econt.com/services/track-shipment/1051234567' }, deliveryWindow: null },
    { vendor: { id: 4, name: 'Уютен дом' }, status: 'confirmed', totalAmount: 1_999, totalTaxes: 400, delivery: 0, shipment: null, deliveryWindow: { day: '2026-12-05', slot: '14-17' } },
  ],
  totalOrderAmount: 9_980 + 1_996 + 500 + 1_999 + 400,
  totalDeliveryAmount: 500,
  totalProductCount: 3,
  contact: { name: 'Мария Иванова', phone: '0888123456', email: 'maria@example.bg' },
  address: { city: { id: 1, name: 'София' }, street: 'ул. Оборище 12' },
  note: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};

const asked: { url: string; body: unknown }[] = [];
let answer: () => Response = () => HttpResponse.json(ORDER);

const server = useMswServer(
  signedOut,
  http.post('/api/order/:id/view', async ({ request }) => {
    asked.push({ url: request.url, body: await request.json() });
    return answer();
  }),
);

beforeEach(() => {
  spyOnScroll();
  asked.length = 0;
  answer = () => HttpResponse.json(ORDER);
});

const problem = (status: number) => () => HttpResponse.json({ message: 'x' }, { status });

describe('order page', () => {
  it('opens by the private link and shows each shop’s part with its status, lines and shipment', async () => {
    renderShell({ route: '/porachka/57?token=secret-token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Поръчка № 57' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Поръчка № 57'));
    expect(asked).toEqual([{ url: expect.stringMatching(/\/api\/order\/57\/view$/), body: { token: 'secret-token' } }]);

    const shipped = screen.getByRole('region', { name: 'Мебели Дъбрава' });
    expect(within(shipped).getByText(text('vendor-order-status-shipped'))).toBeInTheDocument();
    expect(within(shipped).getByText(/Econt.*1051234567/)).toBeInTheDocument();
    const track = within(shipped).getByRole('link', { name: /Econt/ });
    expect(track).toHaveAttribute('href', 'https://www.econt.com/services/track-shipment/1051234567');
    expect(track).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(shipped).getByRole('link', { name: 'Лампа Слънце' })).toHaveAttribute('href', '/produkt/201');

    const waiting = screen.getByRole('region', { name: 'Уютен дом' });
    expect(within(waiting).getByText(text('vendor-order-status-confirmed'))).toBeInTheDocument();
    expect(within(waiting).queryByRole('link', { name: /Econt/ })).toBeNull();
    // A move-in plan's part says when it comes; a part from the cart has no window.
    expect(within(waiting).getByText('Доставка: събота, 5 декември 2026 г., 14:00–17:00')).toBeInTheDocument();
    expect(within(shipped).queryByText(/^Доставка: /)).toBeNull();

    // The totals add up: products with VAT and each delivery make the total.
    const totals = screen.getByRole('region', { name: text('order-page-totals') });
    const cents = (shown: string) => (shown === text('cart-delivery-free') ? 0 : Number(shown.replace(/\D/g, '')));
    const amounts = [...totals.querySelectorAll('dd')].map((dd) => cents(dd.textContent!));
    expect(amounts).toEqual([9_980 + 1_996 + 1_999 + 400, 1_996 + 400, 500, 0, ORDER.totalOrderAmount]);
    expect(amounts[0]! + amounts[2]! + amounts[3]!).toBe(amounts[4]);
  });

  it('asks a visitor without a link to sign in, and shows their order once they have', async () => {
    answer = problem(401);
    const { user } = renderShell({ route: '/porachka/57' });
    expect(await screen.findByText(text('order-page-sign-in'))).toBeInTheDocument();
    expect(asked.at(-1)!.body).toEqual({});
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: text('order-page-sign-in-button') }));
    const dialog = await screen.findByRole('dialog', { name: text('login-modal-title') });
    // Signed in, the server answers the buyer's own order: the page asks again and shows it.
    answer = () => HttpResponse.json(ORDER);
    server.use(
      signedInAs(userOf('user')),
      http.post('/api/auth', () => HttpResponse.json({ authToken: 'token-1' })),
    );
    await user.type(within(dialog).getByRole('textbox', { name: text('form-email') }), 'maria@example.bg');
    await user.type(within(dialog).getByLabelText(text('form-password')), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: text('login-submit') }));
    expect(await screen.findByRole('region', { name: 'Мебели Дъбрава' })).toBeInTheDocument();
    expect(asked.at(-1)!.body).toEqual({});
  });

  it('says a link opens nothing', async () => {
    answer = problem(404);
    renderShell({ route: '/porachka/57?token=wrong' });
    expect(await screen.findByText(text('order-page-link-invalid'))).toBeInTheDocument();
  });

  it('says someone else’s order is not theirs', async () => {
    answer = problem(403);
    server.use(signedInAs(userOf('user')));
    renderShell({ route: '/porachka/57' });
    expect(await screen.findByText(text('order-page-not-yours'))).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the order', async () => {
    answer = problem(500);
    const { user } = renderShell({ route: '/porachka/57?token=secret-token' });
    const retry = await screen.findByRole('button', { name: text('retry') });
    answer = () => HttpResponse.json(ORDER);
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Мебели Дъбрава' })).toBeInTheDocument();
  });

  it('works in English', async () => {
    renderShell({ route: '/order/57?token=secret-token', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order No. 57' })).toBeInTheDocument();
    expect(screen.getByText(/Shipped with Econt, tracking number: 1051234567/)).toBeInTheDocument();
  });
});

describe('asking a vendor about the order', () => {
  const questions: { id: string; body: unknown }[] = [];
  let questionAnswer: () => Response = () => HttpResponse.json({ id: 31 }, { status: 201 });
  beforeEach(() => {
    questions.length = 0;
    questionAnswer = () => HttpResponse.json({ id: 31 }, { status: 201 });
    server.use(
      http.post('/api/order/:id/question', async ({ params, request }) => {
        questions.push({ id: String(params.id), body: await request.json() });
        return questionAnswer();
      }),
    );
  });

  async function ask(route: string, question: string) {
    const { user } = renderShell({ route });
    const part = await screen.findByRole('region', { name: 'Уютен дом' });
    await user.click(await within(part).findByRole('button', { name: text('conversations-ask-vendor') }));
    const dialog = await screen.findByRole('dialog', { name: text('conversations-ask-vendor-title').replace('{{vendor}}', 'Уютен дом') });
    if (question !== '') await user.type(within(dialog).getByRole('textbox', { name: text('conversations-ask-vendor-message') }), question);
    await user.click(within(dialog).getByRole('button', { name: text('conversations-ask-vendor-send') }));
    return { user, part, dialog };
  }

  it('sends a visitor’s question with the order’s token and says the reply comes by e-mail; an empty one is not sent', async () => {
    const empty = await ask('/porachka/57?token=secret-token', '');
    expect(await within(empty.dialog).findByText(text('error-required'))).toBeInTheDocument();
    expect(questions).toEqual([]);
    await empty.user.type(within(empty.dialog).getByRole('textbox', { name: text('conversations-ask-vendor-message') }), 'Кога пристига вазата?');
    await empty.user.click(within(empty.dialog).getByRole('button', { name: text('conversations-ask-vendor-send') }));
    expect(await within(empty.part).findByText(text('conversations-replies-by-email-order'))).toBeInTheDocument();
    expect(questions).toEqual([{ id: '57', body: { vendorId: 4, message: 'Кога пристига вазата?', token: 'secret-token' } }]);
  });

  it('links a signed-in buyer to the conversation, and keeps the question when sending fails', async () => {
    server.use(signedInAs(userOf('user')));
    questionAnswer = () => HttpResponse.json({ message: 'Опитайте по-късно' }, { status: 500 });
    const { user, part, dialog } = await ask('/porachka/57', 'Има ли фактура?');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Опитайте по-късно');
    expect(within(dialog).getByRole('textbox', { name: text('conversations-ask-vendor-message') })).toHaveValue('Има ли фактура?');
    questionAnswer = () => HttpResponse.json({ id: 31 }, { status: 201 });
    await user.click(within(dialog).getByRole('button', { name: text('conversations-ask-vendor-send') }));
    expect(await within(part).findByRole('link', { name: text('conversations-view-conversation') })).toHaveAttribute('href', '/profil/saobshteniya/31');
    expect(questions.at(-1)).toEqual({ id: '57', body: { vendorId: 4, message: 'Има ли фактура?' } });
  });
});
