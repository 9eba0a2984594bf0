/**
 * Posting a flatmate offer (AddRoommate): only a regular user gets the form (a visitor gets the
 * login dialog, an agency or a vendor a plain message); the form's rules before anything is
 * sent; the body the server gets (cents, ids, the photo as a data URL); the server's field errors
 * kept beside what was typed; and the published offer opened with a message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addDays, serviceToday } from '../../../../domain/cleaning.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { resetRoommateRecorders, roommatesCalls, savedOffers } from '../../helpers/roommates.ts';
import { currentLocation, renderShell, signedInAs, signedOut, spyOnScroll, userOf } from '../../layout/shell.tsx';

const server = useMswServer(...roommatesCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetRoommateRecorders();
});

type User = ReturnType<typeof renderShell>['user'];

const inTwoWeeks = addDays(serviceToday(new Date()), 14);
/** A tiny PNG (1 × 1). */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

async function openForm(type: 'user' | 'agency' | 'vendor' = 'user') {
  server.use(signedInAs(userOf(type)));
  const rendered = renderShell({ route: '/sakvartiranti/publikuvai' });
  await screen.findByRole('heading', { level: 1, name: text('page-title-AddRoommate') });
  return rendered;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });

async function fillForm(user: User) {
  await user.type(field(text('roommates-form-title')), 'Стая до СУ');
  await user.type(field(text('roommates-form-description')), 'Светла стая.{Enter}Без пушене.');
  await user.selectOptions(field(text('roommates-form-city')), 'София');
  await user.selectOptions(field(text('roommates-form-university')), 'УНСС');
  await user.type(field(text('roommates-form-price')), '320,50');
  await user.type(field(text('roommates-form-available')), inTwoWeeks);
  await user.selectOptions(field(text('roommates-form-wanted')), 'Търсят се 2 съквартиранти');
  await user.selectOptions(field(text('roommates-form-gender')), text('roommates-gender-female'));
}

describe('posting a flatmate offer', () => {
  it('asks a signed-out visitor to sign in, with the login dialog open', async () => {
    renderShell({ route: '/sakvartiranti/publikuvai' });
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
    expect(screen.getByText(text('roommates-sign-in-to-post'))).toBeInTheDocument();
    expect(screen.queryByLabelText(text('roommates-form-title'), { exact: false })).not.toBeInTheDocument();
  });

  it.each([
    ['an agency', 'agency', 'roommates-not-for-agency'],
    ['a vendor', 'vendor', 'roommates-not-for-vendor'],
  ] as const)('tells %s that offers are for personal accounts, with no form', async (_who, type, key) => {
    await openForm(type);
    expect(await screen.findByRole('alert')).toHaveTextContent(text(key));
    expect(screen.queryByRole('button', { name: text('roommates-form-publish') })).not.toBeInTheDocument();
  });

  it('checks the form before sending: required fields, the price and a date too far ahead', async () => {
    const { user } = await openForm();
    const publish = await screen.findByRole('button', { name: text('roommates-form-publish') });
    await user.click(publish);
    await waitFor(() => expect(field(text('roommates-form-title'))).toHaveAttribute('aria-invalid', 'true'));
    expect(field(text('roommates-form-title'))).toHaveFocus();
    expect(field(text('roommates-form-city'))).toHaveAccessibleDescription(text('error-required'));
    await user.type(field(text('roommates-form-price')), 'евтино');
    await user.type(field(text('roommates-form-available')), addDays(serviceToday(new Date()), 400));
    await user.click(publish);
    await waitFor(() => expect(field(text('roommates-form-price'))).toHaveAccessibleDescription(`${text('roommates-form-price-hint')} ${text('roommates-error-form-price')}`));
    expect(field(text('roommates-form-available'))).toHaveAccessibleDescription(`${text('roommates-form-available-hint')} ${text('roommates-error-available-too-far')}`);
    expect(savedOffers).toEqual([]);
  });

  it('offers the universities of the chosen city only', async () => {
    const { user } = await openForm();
    const university = await screen.findByRole('combobox', { name: text('roommates-form-university') });
    expect(university).toBeDisabled();
    // The cities arrive with the form or just after it.
    await screen.findByRole('option', { name: 'Варна' });
    await user.selectOptions(field(text('roommates-form-city')), 'Варна');
    expect(within(university).getAllByRole('option').map((option) => option.textContent)).toEqual([text('roommates-form-no-university'), 'Технически университет – Варна']);
  });

  it('publishes the offer with a photo, in cents, and opens it with a message', async () => {
    const { user } = await openForm();
    await screen.findByRole('button', { name: text('roommates-form-publish') });
    await fillForm(user);
    await user.upload(screen.getByLabelText(text('image-field-add')), new File([PNG], 'room.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: text('image-field-picture').replace('{{position}}', '1') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('roommates-form-publish') }));

    const success = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(within(success).getByRole('status')).toHaveTextContent(text('roommates-published'));
    expect(savedOffers).toEqual([
      {
        body: {
          title: 'Стая до СУ',
          description: 'Светла стая.\nБез пушене.',
          cityId: 1,
          universityId: 2,
          price: 32_050,
          availableFrom: inTwoWeeks,
          roommatesWanted: 2,
          genderPreference: 'female',
          images: [expect.stringMatching(/^data:image\/png;base64,/)],
        },
      },
    ]);
    await waitFor(() => expect(currentLocation()).toBe('/sakvartiranti/500'));
  });

  it("keeps what was typed and marks the fields the server refused, with the server's reason", async () => {
    server.use(
      http.post('/api/tenant-offer', () =>
        HttpResponse.json({ message: 'validation_failed', errors: [{ property: 'universityId', message: 'Този университет е в друг град.' }] }, { status: 422 }),
      ),
    );
    const { user } = await openForm();
    await screen.findByRole('button', { name: text('roommates-form-publish') });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: text('roommates-form-publish') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('error-please-fulfill-all-fields-with-valid-data'));
    expect(field(text('roommates-form-university'))).toHaveAccessibleDescription('Този университет е в друг град.');
    expect(field(text('roommates-form-title'))).toHaveValue('Стая до СУ');
    expect(currentLocation()).toBe('/sakvartiranti/publikuvai');
  });

  it('says when the server could not be reached, keeping the form', async () => {
    server.use(http.post('/api/tenant-offer', () => HttpResponse.error()));
    const { user } = await openForm();
    await screen.findByRole('button', { name: text('roommates-form-publish') });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: text('roommates-form-publish') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('error-please-try-again-later'));
    expect(field(text('roommates-form-price'))).toHaveValue('320,50');
  });
});

describe('a half-written flatmate offer', () => {
  it('asks before a link leaves it, comes back as a draft after leaving, and the draft goes once the offer is published', async () => {
    const { user, unmount } = await openForm();
    await screen.findByRole('button', { name: text('roommates-form-publish') });
    await user.type(field(text('roommates-form-title')), 'Стая до СУ');
    // The header's link to the trusted agencies (none here).
    server.use(http.get('/api/agency', () => HttpResponse.json({ items: [], total: 0, offset: 0, limit: 12 })));
    const away = () => screen.getAllByRole('link', { name: text('nav-trusted-agencies') })[0]!;

    await user.click(away());
    const question = await screen.findByRole('dialog', { name: text('leave-guard-title') });
    await user.click(within(question).getByRole('button', { name: text('leave-guard-stay') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/sakvartiranti/publikuvai');
    expect(field(text('roommates-form-title'))).toHaveValue('Стая до СУ');

    await user.click(away());
    await user.click(within(await screen.findByRole('dialog', { name: text('leave-guard-title') })).getByRole('button', { name: text('leave-guard-leave') }));
    await waitFor(() => expect(currentLocation()).toBe('/dovereni-agentsii'));
    unmount();

    const again = await openForm();
    expect(await screen.findByText(text('form-draft-restored'))).toBeInTheDocument();
    expect(field(text('roommates-form-title'))).toHaveValue('Стая до СУ');
    await again.user.clear(field(text('roommates-form-title')));
    await fillForm(again.user);
    await again.user.click(screen.getByRole('button', { name: text('roommates-form-publish') }));
    await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('domovik-draft:'))).toEqual([]);
  });
});
