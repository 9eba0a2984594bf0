import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../src/store/hooks.ts';
import { addToCart, selectCartCount } from '../../../src/store/cartSlice.ts';
import { text } from '../helpers/i18n.ts';
import { renderWithProviders } from '../helpers/render.tsx';

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

function CartBadge() {
  const count = useAppSelector(selectCartCount);
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const add = () => {
    dispatch(addToCart({ id: 1, title: 'Lamp', price: 1000, vendor: { id: 7, name: 'Shop' } }, 2));
  };
  return (
    <button type="button" onClick={add} aria-label={t('error-message-empty-cart')}>
      {count}
    </button>
  );
}

describe('renderWithProviders', () => {
  it('renders inside a memory data router at the given route (react-router, ESM only, loads)', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/kolichka" element={<Link to="/imoti">go</Link>} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/kolichka' },
    );
    await user.click(screen.getByRole('link', { name: 'go' }));
    expect(screen.getByText('at /imoti')).toBeInTheDocument();
  });

  it('gives a fresh store and the real Bulgarian texts', async () => {
    const { user, store } = renderWithProviders(<CartBadge />);
    const button = screen.getByRole('button', { name: text('error-message-empty-cart') });
    expect(button).toHaveTextContent('0');
    await user.click(button);
    expect(button).toHaveTextContent('2');
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('starts every test with an empty store', () => {
    renderWithProviders(<CartBadge />);
    expect(screen.getByRole('button')).toHaveTextContent('0');
  });

  it('renders English texts when asked', () => {
    renderWithProviders(<CartBadge />, { locale: 'en' });
    expect(screen.getByRole('button', { name: text('error-message-empty-cart', 'en') })).toBeInTheDocument();
  });
});
