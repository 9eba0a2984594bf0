import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { AppMachinesProvider } from '../../../../src/machines/AppMachines.tsx';
import { ModalRoot } from '../../../../src/app/ModalRoot.tsx';
import EmailConfirmationPage from '../../../../src/features/account/EmailConfirmationPage.tsx';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { renderWithProviders } from '../../helpers/render.tsx';
import { accountHandlers, createAccountState, userOfType } from './harness.tsx';

let state = createAccountState();
const server = useMswServer();

beforeEach(() => {
  state = createAccountState();
  server.use(...accountHandlers(state));
});

function renderPage(route: string) {
  return renderWithProviders(
    <AppMachinesProvider>
      <Routes>
        <Route path="/potrebitel/potvarzhdenie" element={<EmailConfirmationPage />} />
      </Routes>
      <ModalRoot />
    </AppMachinesProvider>,
    { route },
  );
}

describe('EmailConfirmationPage', () => {
  it('confirms the address once and offers to log in', async () => {
    const { user } = renderPage('/potrebitel/potvarzhdenie?token=abc');
    expect(screen.getByRole('heading', { level: 1, name: text('email-confirmation-title') })).toBeInTheDocument();
    expect(await screen.findByText(text('email-confirmation-success'))).toBeInTheDocument();
    expect(state.requests).toEqual([{ method: 'POST', path: '/api/user/confirmation', body: { token: 'abc' } }]);

    await user.click(screen.getByRole('button', { name: text('header-login') }));
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
  });

  it('leads someone signed in, who confirmed a changed address, back to the settings', async () => {
    state = createAccountState(userOfType('user'));
    server.use(...accountHandlers(state));
    renderPage('/potrebitel/potvarzhdenie?token=new-address');
    expect(await screen.findByText(text('email-confirmation-success-signed-in'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('page-title-AdminSettings') })).toHaveAttribute('href', '/profil/nastroiki');
    expect(screen.queryByRole('button', { name: text('header-login') })).not.toBeInTheDocument();
  });

  it("shows the server's translated message when the link is refused", async () => {
    server.use(
      http.post('/api/user/confirmation', () => HttpResponse.json({ message: text('error-invalid-or-expired-link') }, { status: 400 })),
    );
    renderPage('/potrebitel/potvarzhdenie?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(text('error-invalid-or-expired-link'));
  });

  it('without an answer asks to try again later', async () => {
    server.use(http.post('/api/user/confirmation', () => HttpResponse.error()));
    renderPage('/potrebitel/potvarzhdenie?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(text('error-please-try-again-later'));
  });

  it('without a token says the link is invalid and sends nothing', async () => {
    renderPage('/potrebitel/potvarzhdenie');
    expect(await screen.findByRole('alert')).toHaveTextContent(text('error-invalid-or-expired-link'));
    expect(state.requests).toEqual([]);
  });
});
