/**
 * The room picker: a dialog with the house's rooms as real buttons and a list of every room plus
 * gifts; picking one closes it and opens the product categories of that room. The close control
 * shows except on the shop page; any navigation closes the dialog.
 */
import { screen, within } from '@testing-library/react';
import { ROOM_PICKER_VALUES } from '../../../domain/constants.ts';
import { HOUSE_ZONES } from '../../../src/layout/HouseDrawing.tsx';
import { useMswServer } from '../helpers/msw.ts';
import { rentalsCalls } from '../helpers/rentals.ts';
import { shopCalls } from '../helpers/shop.ts';
import { text } from '../helpers/i18n.ts';
import { currentLocation, renderShell, signedOut, spyOnScroll } from './shell.tsx';

useMswServer(...shopCalls, ...rentalsCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
});

async function openPicker(user: ReturnType<typeof renderShell>['user']): Promise<HTMLElement> {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: text('header-shop') }));
  return screen.findByRole('dialog', { name: text('room-picker-title') });
}

describe('room picker', () => {
  it('picking "Кухня" from the list opens the kitchen categories and closes the dialog', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    const dialog = await openPicker(user);
    const list = within(dialog).getByRole('list', { name: text('room-picker-list-label') });
    await user.click(within(list).getByRole('button', { name: 'Кухня' }));
    // The categories page is a lazy chunk: the router shows it (and the new location) once it has loaded.
    expect(await screen.findByRole('heading', { level: 1, name: text('room-kitchen') })).toBeInTheDocument();
    expect(currentLocation()).toBe('/produkti/kategorii?room=kitchen');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Тенджери/ })).toHaveAttribute('href', '/produkti/kategorii/9');
  });

  it('lists every room plus gifts', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    const dialog = await openPicker(user);
    const list = within(dialog).getByRole('list', { name: text('room-picker-list-label') });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(
      ROOM_PICKER_VALUES.map((room) => text(`room-${room}`)),
    );
  });

  it('has a button for each room of the house, reachable with the keyboard', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    const dialog = await openPicker(user);
    const house = within(dialog).getByRole('group', { name: text('room-picker-house-label') });
    const buttons = within(house).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(HOUSE_ZONES.map((zone) => text(`room-${zone.room}`)));

    const bathroom = within(house).getByRole('button', { name: text('room-bathroom') });
    while (document.activeElement !== bathroom) await user.tab();
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/produkti/kategorii?room=bathroom');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be closed away from the shop page', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('button', { name: text('modal-close') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/kontakti');
  });

  it.each(['/', '/magazin', '/shop'])('has no close control on the shop page %s, yet Escape still closes it', async (route) => {
    const { user } = renderShell({ route });
    const dialog = await openPicker(user);
    expect(within(dialog).queryByRole('button', { name: text('modal-close') })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: text('room-picker-title') })).not.toBeInTheDocument();
  });

  it('opens from the home page entry too', async () => {
    const { user } = renderShell({ route: '/' });
    const main = within(screen.getByRole('main'));
    await user.click((await main.findAllByRole('button', { name: text('home-entry-furnish-action') }))[0]!);
    expect(await screen.findByRole('dialog', { name: text('room-picker-title') })).toBeInTheDocument();
  });

  it('closes on a route change', async () => {
    const { user } = renderShell({ route: '/imoti' });
    await openPicker(user);
    await user.click(screen.getByTestId('navigate-contacts'));
    expect(currentLocation()).toBe('/kontakti');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
