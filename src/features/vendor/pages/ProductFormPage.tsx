/**
 * AdminAddProduct (/profil/produkt) and UserEditProduct (/profil/produkt/:id), product §2, 7: the
 * product form on the domain's rules (domain/validation/product.ts): title and description in
 * the page's language (the other language's texts are kept by the server), prices in euros, the
 * stock, an optional SKU, the categories with a value for their filters, and the pictures with
 * the upload's progress. A refused save keeps what was typed and shows the server's reasons
 * under their fields. Someone else's product is said to be so (decision 0011).
 */
import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_MAX_IMAGES } from '../../../../domain/products.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { productErrorsFromServer, productFormValues, productInitialValues, productSchema, toProductPayload } from '../../../../domain/validation/product.ts';
import type { ProductFormErrors, ProductFormValues } from '../../../../domain/validation/product.ts';
import { useGetProductQuery, useListProductCategoriesQuery } from '../../../api/catalogue.ts';
import type { Product, ProductCategory } from '../../../api/catalogue.ts';
import { fieldErrorsOf } from '../../../api/errors.ts';
import { useUploadProgress } from '../../../api/upload.ts';
import { LoadError, Loading, isNotFound } from '../../../layout/StatusViews.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { useAuth } from '../../../machines/AppMachines.tsx';
import { useAppStore } from '../../../store/hooks.ts';
import { Button } from '../../../ui/Button.tsx';
import { FocusFirstError } from '../../../ui/formErrors.tsx';
import { FormDraft, useFormDraft } from '../../../ui/FormDraft.tsx';
import { ImageField } from '../../../ui/ImageField.tsx';
import { LeaveGuard } from '../../../ui/LeaveGuard.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { UploadProgress } from '../../../ui/UploadProgress.tsx';
import { ForTypes, VENDOR_ONLY } from '../access.tsx';
import { useCreateProductMutation, useUpdateProductMutation } from '../api.ts';
import { CategoryPicker } from '../components/CategoryPicker.tsx';
import { FilterFields, offeredValuesOf, useCategoryFilters } from '../components/FilterFields.tsx';
import { Notice } from '../components/Notice.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { useFailureText } from '../failure.ts';
import type { SavedNotice } from './ProductListPage.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../vendor.module.css';

export function AddProductPage() {
  return (
    <ForTypes types={VENDOR_ONLY}>
      <ProductEditor product={null} />
    </ForTypes>
  );
}

export function EditProductPage() {
  return (
    <ForTypes types={VENDOR_ONLY}>
      <EditLoader />
    </ForTypes>
  );
}

function EditLoader() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const id = routeId(useParams().id);
  const product = useGetProductQuery({ id: id ?? 0 }, { skip: id === null });
  const title = t('page-title-UserEditProduct');
  if (id === null || isNotFound(product.error)) {
    return <Notice title={title} text={t('vendor-product-not-found')} back={{ route: 'AdminListProducts', label: t('vendor-back-to-products') }} />;
  }
  if (product.isError) {
    return (
      <PageContainer className={styles.page}>
        <PageTitle title={title} />
        <h1>{title}</h1>
        <LoadError error={product.error} onRetry={() => void product.refetch()} />
      </PageContainer>
    );
  }
  if (product.data === undefined) return <Loading />;
  if (product.data.vendor.id !== user?.vendor?.id) {
    return <Notice title={title} text={t('vendor-product-not-yours')} back={{ route: 'AdminListProducts', label: t('vendor-back-to-products') }} />;
  }
  return <ProductEditor key={product.data.id} product={product.data} />;
}

/** What a draft of the form leaves out (FormDraft). */
const PICTURES = ['images'] as const;

/** Formik's touched paths for the server's errors, so they show (a filter's is `attributes.<key>`). */
function touchedPaths(fields: ProductFormErrors): string[] {
  return Object.entries(fields).flatMap(([field, error]) => (typeof error === 'string' ? [field] : Object.keys(error).map((key) => `${field}.${key}`)));
}

function ProductEditor({ product }: { product: Product | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const store = useAppStore();
  const categories = useListProductCategoriesQuery({});
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const progress = useUploadProgress(product === null ? 'createProduct' : 'updateProduct');
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const initialValues = useMemo(() => (product === null ? productInitialValues : productFormValues(product)), [product]);
  const draft = useFormDraft(product === null ? 'product' : null);
  const title = product === null ? t('page-title-AdminAddProduct') : t('page-title-UserEditProduct');
  const language = t(`vendor-form-language-${i18n.language === 'bg' ? 'bg' : 'en'}`);

  const submit = async (values: ProductFormValues, helpers: FormikHelpers<ProductFormValues>) => {
    setFailure(null);
    setSaved(null);
    const productInput = toProductPayload(values, offeredValuesOf(store.getState(), values.categoryIds.map(Number)));
    try {
      if (product === null) {
        const created = await createProduct({ productInput }).unwrap();
        draft.clear();
        const notice: SavedNotice = { saved: t('vendor-product-created', { title: created.title }) };
        await navigate(hrefFor('AdminListProducts'), { state: notice });
        return;
      }
      const updated = await updateProduct({ id: product.id, productInput }).unwrap();
      helpers.resetForm({ values: productFormValues(updated) });
      setSaved(t('vendor-product-saved', { title: updated.title }));
    } catch (error) {
      const fields = productErrorsFromServer(fieldErrorsOf(error));
      const paths = touchedPaths(fields);
      helpers.setErrors(fields);
      for (const path of paths) void helpers.setFieldTouched(path, true, false);
      setFailure(paths.length > 0 ? t('error-please-fulfill-all-fields-with-valid-data') : failureText(error));
    }
  };

  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
        <Link to={hrefFor('AdminListProducts')}>{t('page-title-AdminListProducts')}</Link>
      </nav>
      <h1>{product === null ? title : t('vendor-product-edit-heading', { title: product.title })}</h1>
      <p className={styles.lead}>{t('vendor-form-language-note', { language })}</p>
      {categories.isError ? (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data === undefined ? (
        <Loading />
      ) : (
        <Formik initialValues={initialValues} validationSchema={productSchema} onSubmit={submit}>
          {({ values, isSubmitting }) => (
            <Form noValidate className={styles.form}>
              <FocusFirstError />
              <LeaveGuard />
              <FormDraft storageKey={draft.storageKey} omit={PICTURES} />
              <ProductFields
                categories={categories.data}
                chosen={values.categoryIds}
                current={product?.images}
              />
              <UploadProgress value={progress} />
              {failure !== null && (
                <p role="alert" className={styles.failure}>
                  {failure}
                </p>
              )}
              <p role="status" className={styles.notice}>
                {saved}
              </p>
              <div className={styles.formActions}>
                <Button type="submit" size="large" theme="solid-green" loading={isSubmitting}>
                  {product === null ? t('vendor-form-create') : t('vendor-form-save')}
                </Button>
                <Link to={hrefFor('AdminListProducts')}>{t('vendor-form-back')}</Link>
                {product !== null && <Link to={hrefFor('SingleProductPage', { id: product.id })}>{t('vendor-products-view')}</Link>}
              </div>
            </Form>
          )}
        </Formik>
      )}
    </PageContainer>
  );
}

function ProductFields({
  categories,
  chosen,
  current,
}: {
  categories: readonly ProductCategory[];
  chosen: readonly string[];
  current: Product['images'] | undefined;
}) {
  const { t } = useTranslation();
  const chosenCategories = categories.filter((category) => chosen.includes(String(category.id)));
  const { filters, pending } = useCategoryFilters(chosenCategories.map((category) => category.id));
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('vendor-form-about')}</legend>
        <TextField name="title" label={t('vendor-form-title')} required />
        <TextAreaField name="description" label={t('vendor-form-description')} maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('vendor-form-price-stock')}</legend>
        <div className={styles.fieldGrid}>
          <TextField name="price" label={t('vendor-form-price')} hint={t('vendor-form-price-hint')} inputMode="decimal" required />
          <TextField name="promoPrice" label={t('vendor-form-promo-price')} hint={t('vendor-form-promo-price-hint')} inputMode="decimal" />
          <TextField name="stock" label={t('vendor-form-stock')} inputMode="numeric" required />
          <TextField name="sku" label={t('vendor-form-sku')} hint={t('vendor-form-sku-hint')} maxLength={64} />
        </div>
      </fieldset>
      <CategoryPicker categories={categories} />
      <FilterFields categories={chosenCategories} filters={filters} pending={pending} />
      <ImageField name="images" label={t('vendor-form-images')} max={PRODUCT_MAX_IMAGES} current={current} />
    </>
  );
}
