import {
  PRODUCT_ERROR_KEYS,
  productErrorsFromServer,
  productFormValues,
  productInitialValues,
  productSchema,
  toProductPayload,
} from '../../../domain/validation/product.ts';
import type { ProductFormValues } from '../../../domain/validation/product.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

const valid: ProductFormValues = {
  ...productInitialValues,
  title: 'Дъбова масичка',
  price: '129.90',
  stock: '4',
  categoryIds: ['12'],
};

describe('product form', () => {
  it('requires a title, a price, the stock and a category', () => {
    expect(validateForm(productSchema, productInitialValues)).toEqual({
      title: 'error-required',
      price: 'error-required',
      stock: 'error-required',
      categoryIds: PRODUCT_ERROR_KEYS.noCategory,
    });
    expect(validateForm(productSchema, valid)).toEqual({});
  });

  it('checks lengths, prices in euros, the stock and the SKU', () => {
    expect(
      validateForm(productSchema, {
        ...valid,
        title: 'М',
        description: 'x'.repeat(10_001),
        price: '12.345',
        promoPrice: 'free',
        stock: '2.5',
        sku: 'with space',
      }),
    ).toEqual({
      title: 'error-min-length',
      description: 'error-max-length',
      price: 'error-import-price',
      promoPrice: 'error-import-price',
      stock: PRODUCT_ERROR_KEYS.stock,
      sku: PRODUCT_ERROR_KEYS.sku,
    });
    expect(validateForm(productSchema, { ...valid, price: '1000000.01', stock: '1000001' })).toEqual({
      price: 'error-import-price',
      stock: PRODUCT_ERROR_KEYS.stock,
    });
    expect(validateForm(productSchema, { ...valid, price: '129,90', description: 'x'.repeat(10_000), sku: 'DB-TABLE-101' })).toEqual({});
  });

  it('wants the promotional price below the price, once both are prices', () => {
    expect(validateForm(productSchema, { ...valid, promoPrice: '129.90' })).toEqual({ promoPrice: 'error-promo-price' });
    expect(validateForm(productSchema, { ...valid, promoPrice: '99' })).toEqual({});
    expect(validateForm(productSchema, { ...valid, price: 'x', promoPrice: '99' })).toEqual({ price: 'error-import-price' });
    const { price: _price, promoPrice: _promo, ...withoutPrices } = valid;
    expect(validateForm(productSchema, withoutPrices)).toEqual({ price: 'error-required' });
  });

  it('takes at most 20 categories and 20 pictures', () => {
    const many = Array.from({ length: 21 }, (_, index) => String(index + 1));
    expect(validateForm(productSchema, { ...valid, categoryIds: many, images: many })).toEqual({
      categoryIds: PRODUCT_ERROR_KEYS.tooManyCategories,
      images: PRODUCT_ERROR_KEYS.tooManyImages,
    });
  });

  it("builds the body: cents, numbers, the chosen categories' filter values only, no empty SKU", () => {
    const values: ProductFormValues = {
      ...valid,
      title: '  Дъбова масичка ',
      description: ' Масивен дъб. ',
      promoPrice: '99,5',
      stock: ' 4 ',
      categoryIds: ['12', '30'],
      attributes: { material: 'oak', colour: '', seats: 'corner' },
      images: ['data:image/webp;base64,AAAA', '/media/uploads/a.webp'],
    };
    expect(toProductPayload(values, { material: ['oak', 'pine'], colour: ['grey'], style: ['modern'] })).toEqual({
      title: 'Дъбова масичка',
      description: 'Масивен дъб.',
      price: 12_990,
      promoPrice: 9_950,
      stock: 4,
      categoryIds: [12, 30],
      attributes: { material: 'oak' },
      images: ['data:image/webp;base64,AAAA', '/media/uploads/a.webp'],
    });
    expect(toProductPayload({ ...values, sku: ' DB-1 ', promoPrice: '' }, {})).toMatchObject({ sku: 'DB-1', promoPrice: null, attributes: {} });
    // A value the chosen categories' filter does not offer (another category's) is left out.
    expect(toProductPayload({ ...values, attributes: { colour: 'brass', material: 'oak' } }, { colour: ['grey'], material: ['oak'] }).attributes).toEqual({ material: 'oak' });
    // Only valid values are sent; the fallbacks never reach the server.
    expect(toProductPayload({ ...values, price: '', stock: '' }, {})).toMatchObject({ price: 0, stock: 0 });
  });

  it('fills the form with a product to edit', () => {
    expect(
      productFormValues({
        title: 'Масичка',
        description: '',
        price: 12_990,
        promoPrice: null,
        stock: 0,
        sku: null,
        categories: [{ id: 12 }],
        attributes: { material: 'oak' },
        images: [{ url: '/media/uploads/a.webp' }],
      }),
    ).toEqual({
      title: 'Масичка',
      description: '',
      price: '129.90',
      promoPrice: '',
      stock: '0',
      sku: '',
      categoryIds: ['12'],
      attributes: { material: 'oak' },
      images: ['/media/uploads/a.webp'],
    });
    expect(productFormValues({ title: 'М', description: 'Д', price: 100, promoPrice: 50, stock: 1, sku: 'S', categories: [], attributes: {}, images: [] })).toMatchObject({
      promoPrice: '0.50',
      sku: 'S',
    });
  });

  it("places the server's field errors where the form shows them", () => {
    expect(
      productErrorsFromServer({
        sku: 'Another of your products already has this code (SKU).',
        'categoryIds.1': 'Unknown category.',
        'categoryIds.2': 'Unknown category, again.',
        'attributes.colour': 'Choose one of the values.',
        'images.1': 'Not a picture.',
      }),
    ).toEqual({
      sku: 'Another of your products already has this code (SKU).',
      categoryIds: 'Unknown category.',
      attributes: { colour: 'Choose one of the values.' },
      'images.1': 'Not a picture.',
    });
    expect(productErrorsFromServer({ price: 'x' })).toEqual({ price: 'x' });
  });
});
