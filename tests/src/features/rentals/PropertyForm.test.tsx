/**
 * Listing a property in the profile (AddProperty, EditProperty) against the contract's answers:
 * the form's rules, every field of the save payload, photos, the description writer, the
 * coordinates guide, the server's refusals (nothing typed is lost), editing one's own property
 * and being told when it is someone else's; a vendor never sees these pages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { drafts, rentalsCalls, resetRentals, saved } from '../../helpers/rentals.ts';
import { currentLocation, renderShell, signedInAs, spyOnScroll, userOf } from '../../layout/shell.tsx';

const server = useMswServer(...rentalsCalls, signedInAs(userOf('agency')));

beforeEach(() => {
  spyOnScroll();
  resetRentals();
});

type User = ReturnType<typeof renderShell>['user'];

const form = () => within(screen.getByRole('main'));
const field = (key: string) => form().getByLabelText(text(key), { selector: 'input, select, textarea' });
const file = (name: string) => new File([`photo ${name}`], name, { type: 'image/jpeg' });

async function openAdd() {
  const result = renderShell({ route: '/profil/imot', userOptions: { applyAccept: false } });
  await screen.findByRole('heading', { level: 1, name: text('page-title-AddProperty') });
  // The option lists have arrived.
  await waitFor(() => expect(within(field('rentals-form-type')).getAllByRole('option')).toHaveLength(4));
  await waitFor(() => expect(within(field('rentals-form-city')).getAllByRole('option')).toHaveLength(3));
  return result;
}

/** Everything the home needs for the description writer. */
async function describeHome(user: User) {
  await user.selectOptions(field('rentals-form-city'), 'София');
  await user.selectOptions(field('rentals-form-district'), 'Младост');
  await user.selectOptions(field('rentals-form-type'), 'Апартамент');
  await user.selectOptions(field('rentals-form-furniture'), 'Обзаведен');
  await user.type(field('rentals-form-area'), '64,5');
  await user.type(field('rentals-form-bedrooms'), '2');
  await user.type(field('rentals-form-bathrooms'), '1');
}

describe('adding a property', () => {
  it('flags what the save needs, moves to the first of it and sends nothing', async () => {
    const { user } = await openAdd();
    await user.click(screen.getByRole('button', { name: text('rentals-form-publish') }));
    await waitFor(() => expect(field('rentals-form-title')).toHaveAccessibleDescription(text('error-required')));
    expect(field('rentals-form-title')).toHaveFocus();
    for (const key of ['rentals-form-price', 'rentals-form-city', 'rentals-form-type', 'rentals-form-furniture', 'rentals-form-area', 'rentals-form-description']) {
      expect(field(key)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('rentals-form-district')).toBeDisabled();
    expect(saved).toEqual([]);
  });

  it('asks only for the facts the kind of home has: no bedrooms for a room, storeys and no floor for a house', async () => {
    const { user } = await openAdd();
    const asked = (key: string) => form().queryByLabelText(text(key), { selector: 'input' });
    expect(asked('rentals-form-bedrooms')).toBeInTheDocument();
    await user.selectOptions(field('rentals-form-type'), 'Стая');
    expect(asked('rentals-form-bedrooms')).not.toBeInTheDocument();
    expect(asked('rentals-form-floor')).toBeInTheDocument();
    await user.selectOptions(field('rentals-form-type'), 'Къща');
    expect(asked('rentals-form-bedrooms')).toBeInTheDocument();
    expect(asked('rentals-form-floor')).not.toBeInTheDocument();
    expect(asked('rentals-form-total-floors')).not.toBeInTheDocument();
    expect(asked('rentals-form-storeys')).toBeInTheDocument();
  });

  it('sends every field of the save payload, then shows the list with a word that it was saved', async () => {
    const { user } = await openAdd();
    await user.type(field('rentals-form-title'), 'Двустаен до метро Младост');
    await describeHome(user);
    await user.type(field('rentals-form-coordinates'), '42.6508, 23.3796');
    await user.type(field('rentals-form-floor'), '4');
    await user.type(field('rentals-form-total-floors'), '9');
    await user.type(field('rentals-form-building-year'), '2012');
    await user.selectOptions(field('rentals-form-construction'), 'Тухла');
    await user.selectOptions(field('rentals-form-heating'), 'ТЕЦ');
    await user.click(form().getByRole('checkbox', { name: text('rentals-form-pets') }));
    await user.type(field('rentals-form-price'), '720');
    await user.type(field('rentals-form-deposit'), '1440');
    await user.type(field('rentals-form-bills-estimate'), '95,50');
    await user.type(field('rentals-form-bills-note'), 'Интернет 15 €');
    await user.type(field('rentals-form-fees'), 'Вход 8 €');
    await user.type(field('rentals-form-description'), 'Уютен апартамент.');
    await user.type(field('rentals-location-advantages'), 'Метро{Enter}Парк');
    await user.type(field('rentals-property-advantages'), 'Тераса');
    await user.click(form().getByRole('checkbox', { name: 'Пералня' }));
    await user.upload(form().getByLabelText(text('image-field-add')), [file('hall.jpg'), file('kitchen.jpg')]);
    await waitFor(() => expect(form().getAllByRole('img', { name: /^Снимка \d$/ })).toHaveLength(2));
    // The kitchen first: it becomes the cover.
    await user.click(form().getByRole('button', { name: 'Преместете снимка 2 напред' }));
    await user.click(screen.getByRole('button', { name: text('rentals-form-publish') }));

    expect(await screen.findByText(text('rentals-property-created'))).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/profil/imoti'));
    expect(saved).toHaveLength(1);
    const dataUrl = (name: string) => `data:image/jpeg;base64,${Buffer.from(`photo ${name}`).toString('base64')}`;
    expect(saved[0]).toEqual({
      id: null,
      input: {
        title: 'Двустаен до метро Младост',
        description: 'Уютен апартамент.',
        descriptionAi: null,
        taxDescription: 'Вход 8 €',
        price: 72_000,
        deposit: 144_000,
        district_id: 3,
        type: 'apartment',
        construction: 'brick',
        heating: 'district',
        furniture: 'furnished',
        floor: 4,
        totalFloors: 9,
        bedrooms: 2,
        bathrooms: 1,
        area: 64.5,
        billsMeta: { includedInPrice: false, estimatedMonthly: 9_550, note: 'Интернет 15 €' },
        locationAdvantages: ['Метро', 'Парк'],
        propertyAdvantages: ['Тераса'],
        buildingYear: 2012,
        gpsCoordinates: { lat: 42.6508, lng: 23.3796 },
        images: [dataUrl('kitchen.jpg'), dataUrl('hall.jpg')],
        status: 'active',
        petFriendly: true,
        appliances: [2],
        plan: null,
      },
    });
  });

  it('drafts a description from the fields once they are there, and uses it as the description', async () => {
    const { user } = await openAdd();
    const writer = () => screen.getByRole('button', { name: text('rentals-ai-generate') });
    await user.click(writer());
    expect(await screen.findByText(text('rentals-ai-needs-fields'))).toBeInTheDocument();
    expect(field('rentals-form-area')).toHaveAccessibleDescription(text('error-required'));
    expect(drafts).toEqual([]);

    await describeHome(user);
    await user.type(screen.getByRole('textbox', { name: text('rentals-ai-address') }), 'ул. Йерусалим 12');
    await user.click(writer());
    await waitFor(() => expect(field('rentals-form-description-ai')).toHaveValue('Апартамент от 64.5 кв. м с 2 спални.'));
    expect(drafts).toEqual([
      expect.objectContaining({ address: 'ул. Йерусалим 12', district_id: 3, type: 'apartment', furniture: 'furnished', area: 64.5, bedrooms: 2, bathrooms: 1 }),
    ]);
    await user.click(screen.getByRole('button', { name: text('rentals-ai-use') }));
    expect(field('rentals-form-description')).toHaveValue('Апартамент от 64.5 кв. м с 2 спални.');
  });

  it("says why the description writer did not answer", async () => {
    server.use(http.post('/api/property/ai/description', () => HttpResponse.json({ message: 'error-ai-unavailable' }, { status: 503 })));
    const { user } = await openAdd();
    await describeHome(user);
    await user.click(screen.getByRole('button', { name: text('rentals-ai-generate') }));
    expect(await screen.findByText(text('error-ai-unavailable'))).toBeInTheDocument();
  });

  it("marks the fields the server refused, says so, and keeps everything typed", async () => {
    server.use(
      http.post('/api/property', () =>
        HttpResponse.json({ message: 'validation_failed', errors: [{ property: 'district_id', message: 'error-unknown-district' }] }, { status: 422 }),
      ),
    );
    const { user } = await openAdd();
    await user.type(field('rentals-form-title'), 'Стая под наем');
    await describeHome(user);
    await user.type(field('rentals-form-price'), '300');
    await user.type(field('rentals-form-description'), 'Стая.');
    await user.click(screen.getByRole('button', { name: text('rentals-form-publish') }));
    expect(await screen.findByText(text('error-please-fulfill-all-fields-with-valid-data'))).toBeInTheDocument();
    expect(field('rentals-form-district')).toHaveAccessibleDescription(text('error-unknown-district'));
    expect(field('rentals-form-title')).toHaveValue('Стая под наем');
    expect(currentLocation()).toBe('/profil/imot');
  });

  it('explains how to find the coordinates on a computer and on a phone', async () => {
    const { user } = await openAdd();
    await user.click(screen.getByRole('button', { name: text('rentals-form-coordinates-help') }));
    const guide = await screen.findByRole('dialog', { name: text('rentals-guide-title') });
    expect(within(guide).getByRole('region', { name: text('rentals-guide-desktop') })).toHaveTextContent(text('rentals-guide-desktop-2'));
    expect(within(guide).getByRole('region', { name: text('rentals-guide-mobile') })).toHaveTextContent(text('rentals-guide-mobile-2'));
    expect(within(guide).getByRole('link', { name: text('rentals-guide-support-link') })).toHaveAttribute('href', '/kontakti');
    await user.click(within(guide).getByRole('button', { name: text('rentals-guide-understood') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('rentals-form-coordinates')).toBeInTheDocument();
  });

  it('sends a vendor to the vendor dashboard', async () => {
    server.use(signedInAs(userOf('vendor')));
    renderShell({ route: '/profil/imot' });
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-VendorDashboard') })).toBeInTheDocument();
    expect(currentLocation()).toBe('/profil/targovets/tablo');
  });
});

describe('editing a property', () => {
  it("fills the form with the owner's property and saves it with the kept photos", async () => {
    const { user } = renderShell({ route: '/profil/imot/301' });
    await waitFor(() => expect(field('rentals-form-title')).toHaveValue('Моят двустаен'));
    await waitFor(() => expect(field('rentals-form-district')).toHaveValue('2'));
    expect(field('rentals-form-price')).toHaveValue('510');
    expect(field('rentals-form-coordinates')).toHaveValue('42.67, 23.32');
    expect(form().getByRole('checkbox', { name: 'Хладилник' })).toBeChecked();
    expect(form().getByRole('link', { name: text('rentals-edit-view-public') })).toHaveAttribute('href', '/imot/301');
    await user.clear(field('rentals-form-price'));
    await user.type(field('rentals-form-price'), '540');
    await user.click(screen.getByRole('button', { name: text('rentals-form-save') }));
    expect(await screen.findByText(text('rentals-property-saved'))).toBeInTheDocument();
    expect(saved.at(-1)).toMatchObject({
      id: 301,
      input: { price: 54_000, district_id: 2, images: ['/media/uploads/p3010.webp', '/media/uploads/p3011.webp'], appliances: [1] },
    });
    expect(currentLocation()).toBe('/profil/imot/301');
  });

  it("says when the property is someone else's, and the session stays", async () => {
    renderShell({ route: '/profil/imot/113' });
    expect(await screen.findByText(text('rentals-edit-not-yours'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: text('login-modal-title') })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('rentals-back-to-list') })).toHaveAttribute('href', '/profil/imoti');
  });

  it('says when the property does not exist', async () => {
    renderShell({ route: '/profil/imot/999' });
    expect(await screen.findByText(text('rentals-edit-missing'))).toBeInTheDocument();
  });
});
