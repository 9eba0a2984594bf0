/**
 * The newsletter's confirmation page (the link of the subscription's e-mail): it confirms the
 * link's token once and says the address is subscribed, or shows the server's message, or that
 * a link without a token is not valid.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import NewsletterConfirmationPage from '../../../../src/features/content/pages/NewsletterConfirmationPage.tsx';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { renderWithProviders } from '../../helpers/render.tsx';

const server = useMswServer();
let tokens: string[] = [];

beforeEach(() => {
  tokens = [];
  server.use(
    http.post('/api/newsletter/confirmation', async ({ request }) => {
      tokens.push(((await request.json()) as { token: string }).token);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/byuletin/potvarzhdenie" element={<NewsletterConfirmationPage />} />
    </Routes>,
    { route },
  );
}

it('confirms the subscription of the link once and says so', async () => {
  renderPage('/byuletin/potvarzhdenie?token=abc');
  expect(screen.getByRole('heading', { level: 1, name: text('page-title-NewsletterConfirmation') })).toBeInTheDocument();
  expect(await screen.findByText(text('content-newsletter-confirmed'))).toHaveAttribute('role', 'status');
  expect(tokens).toEqual(['abc']);
});

it("shows the server's message for a link it refuses, and says a link without a token is not valid", async () => {
  server.use(http.post('/api/newsletter/confirmation', () => HttpResponse.json({ message: 'Тази връзка не е валидна.' }, { status: 400 })));
  const { unmount } = renderPage('/byuletin/potvarzhdenie?token=wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent('Тази връзка не е валидна.');
  unmount();

  renderPage('/byuletin/potvarzhdenie');
  expect(await screen.findByRole('alert')).toHaveTextContent(text('error-invalid-or-expired-link'));
});
