/**
 * The product form (POST /api/product, POST /api/product/{id}): the domain's rules before any
 * call, the categories with their filters (a filter two categories share asked once), the body
 * in cents with only the chosen categories' filters, the server's field errors under their
 * fields with everything typed kept, editing one's own product, and someone else's or a removed
 * one said to be so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { data, resetVendorData, sent, vendorCalls } from '../../helpers/vendor.ts';
import { currentLocation, signedOut, spyOnScroll } from '../../layout/shell.tsx';
import { openAs, say } from './vendorTest.tsx';

const server = useMswServer(...vendorCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetVendorData();
});

const field = (key: string) => screen.getByRole('textbox', { name: text(key) });
const category = (name: string) => within(screen.getByRole('group', { name: text('vendor-form-categories') })).getByRole('checkbox', { name });
const posted = () => sent.filter((call) => call.method === 'POST').map((call) => call.body);

describe('adding a product', () => {
  it('checks the form before sending anything and takes the focus to the first problem', async () => {
    const { user } = openAs(server, 'vendor', '/profil/produkt');
    await user.click(await screen.findByRole('button', { name: text('vendor-form-create') }));
    await waitFor(() => expect(field('vendor-form-title')).toHaveFocus());
    expect(field('vendor-form-title')).toHaveAccessibleDescription(text('error-required'));
    expect(screen.getByText(text('vendor-error-no-category'))).toBeInTheDocument();

    await user.type(field('vendor-form-price'), '129,90');
    await user.type(field('vendor-form-promo-price'), '150');
    await user.type(field('vendor-form-stock'), '2.5');
    await user.click(screen.getByRole('button', { name: text('vendor-form-create') }));
    await waitFor(() => expect(field('vendor-form-promo-price')).toHaveAccessibleDescription(`${text('vendor-form-promo-price-hint')} ${text('error-promo-price')}`));
    expect(field('vendor-form-stock')).toHaveAccessibleDescription(text('vendor-error-stock'));
    expect(posted()).toEqual([]);
  });

  it("asks for the chosen categories' filters once each, and sends cents and only their values", async () => {
    const { user } = openAs(server, 'vendor', '/profil/produkt');
    await waitFor(() => expect(document.title).toBe(`${text('page-title-AdminAddProduct')} · ${text('app-name')}`));
    expect(await screen.findByText(text('vendor-form-filters-choose-category'))).toBeInTheDocument();
    await user.type(field('vendor-form-title'), '  Диван „Облак“ ');
    await user.type(field('vendor-form-description'), 'Мек и дълбок.');
    await user.type(field('vendor-form-price'), '1299,9');
    await user.type(field('vendor-form-promo-price'), '999');
    await user.type(field('vendor-form-stock'), '4');
    await user.type(field('vendor-form-sku'), 'OBLAK-1');

    await user.click(category('Дивани'));
    const material = await screen.findByRole('combobox', { name: 'Материал' });
    await user.click(category('Лампи'));
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Цвят' })).getAllByRole('option').map((option) => option.textContent)).toEqual([text('vendor-form-filter-none'), 'Сив', 'Месинг']));
    expect(screen.getAllByRole('combobox', { name: 'Цвят' })).toHaveLength(1);
    await user.selectOptions(material, 'Лен');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Цвят' }), 'Месинг');
    // Unticking the lamps drops their colour from the body (the sofas' colour offers no brass).
    await user.click(category('Лампи'));
    await user.click(screen.getByRole('button', { name: text('vendor-form-create') }));

    await waitFor(() => expect(currentLocation()).toBe('/profil/produkti'));
    expect(posted()).toEqual([
      {
        title: 'Диван „Облак“',
        description: 'Мек и дълбок.',
        price: 129_990,
        promoPrice: 99_900,
        stock: 4,
        categoryIds: [7],
        attributes: { material: 'linen' },
        images: [],
        sku: 'OBLAK-1',
      },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(say('vendor-product-created', { title: 'Диван „Облак“' }));
  });

  it('sends the pictures with a progress bar while the upload runs', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let images: unknown;
    server.use(
      http.post('/api/product', async ({ request }) => {
        images = ((await request.json()) as { images: unknown }).images;
        await answered;
        return HttpResponse.json({ ...data.products[0]!, id: 300, title: 'Диван' }, { status: 201 });
      }),
    );
    const { user } = openAs(server, 'vendor', '/profil/produkt');
    await user.type(await screen.findByRole('textbox', { name: text('vendor-form-title') }), 'Диван');
    await user.type(field('vendor-form-price'), '100');
    await user.type(field('vendor-form-stock'), '1');
    await user.click(category('Тенджери'));
    await user.upload(screen.getByLabelText(text('image-field-add')), new File(['jpeg'], 'sofa.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: text('image-field-picture').replace('{{position}}', '1') });
    await user.click(screen.getByRole('button', { name: text('vendor-form-create') }));

    expect(await screen.findByRole('progressbar', { name: text('upload-progress-label') })).toBeInTheDocument();
    release();
    await waitFor(() => expect(currentLocation()).toBe('/profil/produkti'));
    expect(images).toEqual([expect.stringMatching(/^data:image\/jpeg;base64,/)]);
  });

  it("shows the server's reasons under their fields and keeps what was typed", async () => {
    server.use(
      http.post('/api/product', () =>
        HttpResponse.json(
          {
            message: 'validation_failed',
            errors: [
              { property: 'sku', message: 'Друг ваш продукт вече има този код (SKU).' },
              { property: 'attributes.material', message: 'Изберете една от стойностите на филтъра.' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = openAs(server, 'vendor', '/profil/produkt');
    await user.type(await screen.findByRole('textbox', { name: text('vendor-form-title') }), 'Диван');
    await user.type(field('vendor-form-price'), '100');
    await user.type(field('vendor-form-stock'), '1');
    await user.type(field('vendor-form-sku'), 'SKU-101');
    await user.click(category('Дивани'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Материал' }), 'Дъб');
    await user.click(screen.getByRole('button', { name: text('vendor-form-create') }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text('error-please-fulfill-all-fields-with-valid-data'));
    expect(field('vendor-form-sku')).toHaveAccessibleDescription(`${text('vendor-form-sku-hint')} Друг ваш продукт вече има този код (SKU).`);
    expect(screen.getByRole('combobox', { name: 'Материал' })).toHaveAccessibleDescription('Изберете една от стойностите на филтъра.');
    expect(field('vendor-form-title')).toHaveValue('Диван');
    expect(currentLocation()).toBe('/profil/produkt');
  });
});

describe('editing a product', () => {
  it('fills the form with the product, saves the changes and says so', async () => {
    const { user } = openAs(server, 'vendor', '/profil/produkt/120');
    expect(await screen.findByRole('heading', { level: 1, name: say('vendor-product-edit-heading', { title: 'Лампа Луна' }) })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: text('vendor-form-price') })).toHaveValue('49.90');
    expect(field('vendor-form-promo-price')).toHaveValue('39.90');
    expect(field('vendor-form-stock')).toHaveValue('0');
    expect(field('vendor-form-sku')).toHaveValue('SKU-120');
    expect(category('Лампи')).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Цвят' })).toHaveValue('brass'));

    await user.clear(field('vendor-form-stock'));
    await user.type(field('vendor-form-stock'), '12');
    await user.click(screen.getByRole('button', { name: text('vendor-form-save') }));
    expect(await screen.findByText(say('vendor-product-saved', { title: 'Лампа Луна' }))).toHaveAttribute('role', 'status');
    expect(posted()).toEqual([
      { title: 'Лампа Луна', description: 'Лампа Луна: здрав и удобен.', price: 4_990, promoPrice: 3_990, stock: 12, categoryIds: [8], attributes: { colour: 'brass' }, images: [], sku: 'SKU-120' },
    ]);
    expect(data.products.find((item) => item.id === 120)?.stock).toBe(12);
    expect(field('vendor-form-stock')).toHaveValue('12');
  });

  it("says that another shop's product is not the vendor's", async () => {
    openAs(server, 'vendor', '/profil/produkt/500');
    expect(await screen.findByText(text('vendor-product-not-yours'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('vendor-form-save') })).not.toBeInTheDocument();
  });

  it('says a removed product is gone', async () => {
    openAs(server, 'vendor', '/profil/produkt/999');
    expect(await screen.findByText(text('vendor-product-not-found'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('vendor-back-to-products') })).toHaveAttribute('href', '/profil/produkti');
  });
});

describe('a half-filled new product', () => {
  it('comes back as a draft with its categories and filters, and the discarded draft does not', async () => {
    const first = openAs(server, 'vendor', '/profil/produkt');
    await first.user.type(await screen.findByRole('textbox', { name: text('vendor-form-title') }), 'Диван „Облак“');
    await first.user.click(category('Дивани'));
    await first.user.selectOptions(await screen.findByRole('combobox', { name: 'Материал' }), 'Лен');
    first.unmount();

    const second = openAs(server, 'vendor', '/profil/produkt');
    expect(await screen.findByText(text('form-draft-restored'))).toBeInTheDocument();
    expect(field('vendor-form-title')).toHaveValue('Диван „Облак“');
    expect(category('Дивани')).toBeChecked();
    expect(await screen.findByRole('combobox', { name: 'Материал' })).toHaveValue('linen');
    await second.user.click(screen.getByRole('button', { name: text('form-draft-discard') }));
    expect(document.activeElement).toHaveTextContent(text('form-draft-discarded'));
    expect(field('vendor-form-title')).toHaveValue('');
    second.unmount();

    openAs(server, 'vendor', '/profil/produkt');
    expect(await screen.findByRole('textbox', { name: text('vendor-form-title') })).toHaveValue('');
    expect(screen.queryByText(text('form-draft-restored'))).not.toBeInTheDocument();
  });
});
