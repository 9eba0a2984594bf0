/**
 * The credits area as the app shell renders it: the machines, the modal root, the credits and
 * settings pages at their routes, a button per dialog and the current address.
 */
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { ModalRoot } from '../../../../src/app/ModalRoot.tsx';
import PaymentStatusPage from '../../../../src/features/credits/PaymentStatusPage.tsx';
import SandboxCheckoutPage from '../../../../src/features/credits/SandboxCheckoutPage.tsx';
import { AppMachinesProvider, useAuth, useModals } from '../../../../src/machines/AppMachines.tsx';
import { renderWithProviders } from '../../helpers/render.tsx';
import type { ProvidersOptions } from '../../helpers/render.tsx';

function Controls() {
  const { open } = useModals();
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  return (
    <aside>
      <output aria-label="address">{`${pathname}${search}`}</output>
      <output aria-label="header credits">{user ? String(user.credits) : ''}</output>
      <button type="button" onClick={() => open('creditBuy')}>
        open creditBuy
      </button>
      <button type="button" onClick={() => open('promoteListing', { kind: 'property', id: 12 })}>
        promote 12
      </button>
      <button type="button" onClick={() => open('promoteListing', { kind: 'tenantOffer', id: 44, title: 'Стая до СУ' })}>
        promote offer 44
      </button>
    </aside>
  );
}

export function renderCredits(options: ProvidersOptions = {}) {
  return renderWithProviders(
    <AppMachinesProvider>
      <Controls />
      <Routes>
        <Route path="/plashtane/status" element={<PaymentStatusPage />} />
        <Route path="/plashtane/testova-kasa/:id" element={<SandboxCheckoutPage />} />
        <Route path="*" element={<main />} />
      </Routes>
      <ModalRoot />
    </AppMachinesProvider>,
    options,
  );
}

export function currentAddress(): string {
  return screen.getByRole('status', { name: 'address' }).textContent ?? '';
}

/** The credits the signed-in user has, as the shell (the header) knows them. */
export function headerCredits(): string {
  return screen.getByRole('status', { name: 'header credits' }).textContent ?? '';
}
