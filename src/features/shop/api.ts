/**
 * The shop area's API (contract tags products, vendors, orders), with its cache tags: vendors,
 * the vendor's products and imports, single products, orders. The product search is a POST
 * generated as a query (scripts/codegen.ts), so its pages are cached like any list.
 */
import { LIST, changedTags, itemTags, listTags } from '../../api/tags.ts';
import { shopApi as generated } from './api.generated.ts';

export * from './api.generated.ts';

export const shopApi = generated.enhanceEndpoints({
  endpoints: {
    getVendor: { providesTags: (_result, _error, { id }) => itemTags('Vendor', id) },

    listVendorProducts: { providesTags: (result) => listTags('Product', result) },
    searchProducts: { providesTags: (result) => listTags('Product', result) },
    getProduct: { providesTags: (_result, _error, { id }) => itemTags('Product', id) },
    createProduct: { invalidatesTags: [{ type: 'Product', id: LIST }, 'User'] },
    updateProduct: { invalidatesTags: (_result, _error, { id }) => changedTags('Product', id) },
    deleteProduct: { invalidatesTags: (_result, _error, { id }) => [...changedTags('Product', id), 'User'] },
    listProductImports: { providesTags: (result) => listTags('ProductImport', result) },
    importProducts: { invalidatesTags: [{ type: 'ProductImport', id: LIST }] },
    updateProductImportStatus: {
      invalidatesTags: (_result, _error, { id }) => [...changedTags('ProductImport', id), { type: 'Product', id: LIST }],
    },

    listOrders: { providesTags: (result) => listTags('Order', result) },
    getOrder: { providesTags: (_result, _error, { id }) => itemTags('Order', id) },
    createOrder: { invalidatesTags: [{ type: 'Order', id: LIST }] },
    updateOrderStatus: { invalidatesTags: (_result, _error, { id }) => changedTags('Order', id) },
  },
});
