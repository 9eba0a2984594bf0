/**
 * The vendor area's API (contract tags vendor-products, imports, orders), with its cache tags:
 * the vendor's products, its catalogue imports, and the orders of the profile (a buyer's own, a
 * vendor's to fulfil). A change to a product or an order also refreshes the dashboard's figures
 * ('User': GET /api/stats/user). An approved import refreshes the product lists.
 *
 * The calls that address one record answer 403 for someone else's (docs/decisions/0011): that
 * is the page's answer ("not yours"), not a lost session, so they say so (`ownRecord`).
 * The product form's pictures are sent with upload progress, and so is the import's file.
 */
import { LIST, changedTags, itemTags, listTags } from '../../api/tags.ts';
import { vendorApi as generated } from './api.generated.ts';
import type { ImportProductsApiArg } from './api.generated.ts';

export * from './api.generated.ts';

const ownRecord = { ownRecord: true } as const;
const withProgress = { uploadProgress: true } as const;

/** The import file as the multipart body the contract describes (field `file`). */
function importBody({ productImportUpload }: ImportProductsApiArg) {
  const body = new FormData();
  body.append('file', productImportUpload.file);
  return { url: '/product/import', method: 'POST', body };
}

export const vendorApi = generated.enhanceEndpoints({
  endpoints: {
    listVendorProducts: { providesTags: (result) => listTags('Product', result) },
    createProduct: { invalidatesTags: [{ type: 'Product', id: LIST }, 'User'], extraOptions: withProgress },
    updateProduct: { invalidatesTags: (_result, _error, { id }) => changedTags('Product', id), extraOptions: { ...withProgress, ...ownRecord } },
    deleteProduct: { invalidatesTags: (_result, _error, { id }) => [...changedTags('Product', id), 'User'], extraOptions: ownRecord },

    listProductImports: { providesTags: (result) => listTags('ProductImport', result) },
    getProductImport: { providesTags: (_result, _error, { id }) => itemTags('ProductImport', id), extraOptions: ownRecord },
    importProducts: { query: importBody, invalidatesTags: [{ type: 'ProductImport', id: LIST }], extraOptions: withProgress },
    updateProductImportStatus: {
      invalidatesTags: (_result, _error, { id }) => [...changedTags('ProductImport', id), { type: 'Product', id: LIST }, 'User'],
      extraOptions: ownRecord,
    },

    listOrders: { providesTags: (result) => listTags('Order', result) },
    getOrder: { providesTags: (_result, _error, { id }) => itemTags('Order', id), extraOptions: ownRecord },
    updateOrderStatus: { invalidatesTags: (_result, _error, { id }) => [...changedTags('Order', id), 'User'], extraOptions: ownRecord },
  },
});
