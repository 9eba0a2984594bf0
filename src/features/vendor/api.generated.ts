// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVendorProducts: build.query<
      ListVendorProductsApiResponse,
      ListVendorProductsApiArg
    >({
      query: (queryArg) => ({
        url: `/vendor/product`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
          query: queryArg.query,
        },
      }),
    }),
    createProduct: build.mutation<
      CreateProductApiResponse,
      CreateProductApiArg
    >({
      query: (queryArg) => ({
        url: `/product`,
        method: "POST",
        body: queryArg.productInput,
      }),
    }),
    listProductImports: build.query<
      ListProductImportsApiResponse,
      ListProductImportsApiArg
    >({
      query: (queryArg) => ({
        url: `/product/import`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
        },
      }),
    }),
    importProducts: build.mutation<
      ImportProductsApiResponse,
      ImportProductsApiArg
    >({
      query: (queryArg) => ({
        url: `/product/import`,
        method: "POST",
        body: queryArg.productImportUpload,
      }),
    }),
    getProductImport: build.query<
      GetProductImportApiResponse,
      GetProductImportApiArg
    >({
      query: (queryArg) => ({
        url: `/product/import/${queryArg.id}`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
        },
      }),
    }),
    updateProductImportStatus: build.mutation<
      UpdateProductImportStatusApiResponse,
      UpdateProductImportStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/product/import/${queryArg.id}`,
        method: "POST",
        body: queryArg.productImportStatusInput,
      }),
    }),
    updateProduct: build.mutation<
      UpdateProductApiResponse,
      UpdateProductApiArg
    >({
      query: (queryArg) => ({
        url: `/product/${queryArg.id}`,
        method: "POST",
        body: queryArg.productInput,
      }),
    }),
    deleteProduct: build.mutation<
      DeleteProductApiResponse,
      DeleteProductApiArg
    >({
      query: (queryArg) => ({
        url: `/product/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    listOrders: build.query<ListOrdersApiResponse, ListOrdersApiArg>({
      query: (queryArg) => ({
        url: `/order`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
          orderBy: queryArg.orderBy,
          status: queryArg.status,
        },
      }),
    }),
    getOrder: build.query<GetOrderApiResponse, GetOrderApiArg>({
      query: (queryArg) => ({ url: `/order/${queryArg.id}` }),
    }),
    updateOrderStatus: build.mutation<
      UpdateOrderStatusApiResponse,
      UpdateOrderStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/order/${queryArg.id}/status`,
        method: "POST",
        body: queryArg.orderStatusInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as vendorApi };
export type ListVendorProductsApiResponse =
  /** status 200 One page of my products. */ ProductPage;
export type ListVendorProductsApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
  /** Words to find in the title or the SKU (letter case ignored). */
  query?: string;
};
export type CreateProductApiResponse =
  /** status 201 The created product. */ Product;
export type CreateProductApiArg = {
  productInput: ProductInput;
};
export type ListProductImportsApiResponse =
  /** status 200 One page of imports. */ ProductImportPage;
export type ListProductImportsApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
};
export type ImportProductsApiResponse =
  /** status 201 The created import (status `parsing`). */ ProductImport;
export type ImportProductsApiArg = {
  productImportUpload: ProductImportUpload;
};
export type GetProductImportApiResponse =
  /** status 200 The import and a page of its row report. */ ProductImportReport;
export type GetProductImportApiArg = {
  id: number;
  /** Number of items to skip. */
  offset?: number;
  /** Row report items per page. */
  limit?: number;
};
export type UpdateProductImportStatusApiResponse =
  /** status 200 The import after the change. */ ProductImport;
export type UpdateProductImportStatusApiArg = {
  id: number;
  productImportStatusInput: ProductImportStatusInput;
};
export type UpdateProductApiResponse =
  /** status 200 The updated product. */ Product;
export type UpdateProductApiArg = {
  id: number;
  productInput: ProductInput;
};
export type DeleteProductApiResponse = unknown;
export type DeleteProductApiArg = {
  id: number;
};
export type ListOrdersApiResponse =
  /** status 200 One page of orders. */ OrderPage;
export type ListOrdersApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
  orderBy?: OrderOrder;
  status?: OrderStatus;
};
export type GetOrderApiResponse = /** status 200 The order. */ Order;
export type GetOrderApiArg = {
  id: number;
};
export type UpdateOrderStatusApiResponse =
  /** status 200 The order after the change (vendor view). */ Order;
export type UpdateOrderStatusApiArg = {
  id: number;
  orderStatusInput: OrderStatusInput;
};
export type Image = {
  id: number;
  url: string;
  /** A smaller copy for lists and cards: 480 px wide, or as wide as `url` when that is narrower (the seeded demo pictures answer the same URL as `url`). */
  thumbnailUrl: string;
  /** Width of `url` in pixels; null or absent when not known (the seeded demo pictures). */
  width?: number | null;
  /** Height of `url` in pixels; null or absent when not known. */
  height?: number | null;
};
export type ProductVendor = {
  id: number;
  name: string;
  /** Euro cents; null means free delivery. */
  deliveryPrice: number | null;
};
export type NamedRef = {
  id: number;
  name: string;
};
export type Product = {
  id: number;
  title: string;
  description: string;
  /** Euro cents, excluding VAT. */
  price: number;
  /** Promotional price, euro cents excluding VAT; when present it is the price charged. */
  promoPrice: number | null;
  /** URL of the main image (the first of `images`). */
  image: string | null;
  images: Image[];
  vendor: ProductVendor;
  categories: NamedRef[];
  stock: number;
  /** Filter key (see CategoryFilter.key) → this product's value. */
  attributes: {
    [key: string]: string;
  };
  /** The vendor's own product code (unique among its live products); imports match products by it. */
  sku: string | null;
  createdAt: string;
};
export type ProductPage = {
  items: Product[];
  total: number;
  offset: number;
  limit: number;
};
export type ErrorItem = {
  /** The rejected field, dotted for nested fields (`items.0.quantity`). */
  property: string;
  /** Why, in the request's language. */
  message: string;
};
export type StockShortage = {
  productId: number;
  /** The product's title in the request's language. */
  title: string;
  /** How many are left (0 when sold out). */
  available: number;
};
export type Error = {
  /** `validation_failed` for 422; otherwise a message in the request's language. */
  message: string;
  errors?: ErrorItem[];
  /** On a checkout refused for stock (409 of createOrder), each product the cart asks more of than is left. */
  shortages?: StockShortage[];
};
export type ImageInput = string;
export type Sku = string;
export type ProductInput = {
  title: string;
  description: string;
  /** Euro cents, excluding VAT. */
  price: number;
  /** Euro cents, excluding VAT; must be below price. */
  promoPrice?: number | null;
  categoryIds: number[];
  stock: number;
  /** Filter key → value, for the filters of the product's categories. */
  attributes?: {
    [key: string]: string;
  };
  /** In display order; the first is the main image. */
  images?: ImageInput[];
  sku?: Sku;
};
export type ProductImportFormat = "csv" | "xlsx";
export type ProductImportStatus =
  "parsing" | "parsed" | "publishing" | "completed" | "failed" | "cancelled";
export type ProductImport = {
  id: number;
  /** The uploaded file's name (as the browser gave it). */
  fileName: string;
  format: ProductImportFormat;
  status: ProductImportStatus;
  /** Percent done of the current step: while parsing, of the file read; while publishing, of the valid rows written; 100 once the import waits for review or has ended. */
  progress: number;
  /** Product rows read and checked so far. */
  processedRows: number;
  /** Product rows of the file (the header not counted); null until parsed. */
  totalRows: number | null;
  /** Rows without problems so far (what approving publishes). */
  validRows: number;
  /** Rows with at least one problem so far (skipped). */
  errorRows: number;
  /** Problems found (a row may have several; the header row's count too). The row report keeps the first 10,000 of them. */
  errorCount: number;
  /** Valid rows written into the catalogue so far. */
  publishedRows: number;
  createdProducts: number;
  /** Products of the vendor matched by SKU and updated. */
  updatedProducts: number;
  /** Why the import failed (status failed), in the request's language; else null. */
  failure: string | null;
  createdAt: string;
  updatedAt: string;
};
export type ProductImportPage = {
  items: ProductImport[];
  total: number;
  offset: number;
  limit: number;
};
export type ProductImportUpload = {
  /** CSV (UTF-8) or XLSX, at most 10 MB (10,485,760 bytes); columns in docs/product-import.md. */
  file: Blob;
};
export type ProductImportError = {
  /** Line of the file (1 is the header row, the first product is row 2). */
  row: number;
  /** The column's header as in the file; null for a problem of the whole row. */
  column: string | null;
  /** What is wrong, in the request's language. */
  message: string;
};
export type ProductImportErrorPage = {
  items: ProductImportError[];
  total: number;
  offset: number;
  limit: number;
};
export type ProductImportReport = {
  import: ProductImport;
  errors: ProductImportErrorPage;
};
export type ProductImportStatusInput = {
  /** publishing (approve: only from `parsed`, with at least one valid row) or cancelled (only from `parsing` or `parsed`). */
  status: "publishing" | "cancelled";
};
export type OrderStatus =
  "new" | "confirmed" | "shipped" | "delivered" | "cancelled";
export type OrderItem = {
  productId: number;
  /** The product's title when ordered. */
  title: string;
  /** Price charged per unit when ordered, euro cents excluding VAT. */
  unitPrice: number;
  quantity: number;
  vendorId: number;
};
export type ShippingCarrier = "speedy" | "econt" | "boxnow" | "other";
export type Shipment = {
  carrier: ShippingCarrier;
  /** The carrier's name for `other`; null for a known carrier. */
  carrierName: string | null;
  trackingNumber: string;
  /** The known carrier's page of the parcel; null for `other`. */
  trackingUrl: string | null;
};
export type CleaningTimeSlot = "08-11" | "11-14" | "14-17" | "17-20";
export type MoveWhen = {
  /** Europe/Sofia (YYYY-MM-DD). */
  day: string;
  slot: CleaningTimeSlot;
};
export type OrderGroup = {
  vendor: NamedRef;
  status: OrderStatus;
  /** Σ unitPrice × quantity of the vendor's items, euro cents. */
  totalAmount: number;
  /** VAT 20 % of totalAmount, rounded half up, euro cents. */
  totalTaxes: number;
  /** The vendor's delivery fee, euro cents (0 when free). */
  delivery: number;
  /** How the vendor sent its part, once marked shipped; else null. */
  shipment: Shipment | null;
  /** The day and slot the buyer's move-in plan asked this vendor to deliver in (decision 0031); null for an order from the cart. */
  deliveryWindow: MoveWhen | null;
};
export type ContactDetails = {
  name: string;
  phone: string;
  email: string;
};
export type Address = {
  city: NamedRef;
  street: string;
};
export type Order = {
  id: number;
  status: OrderStatus;
  items: OrderItem[];
  groups: OrderGroup[];
  /** Σ over groups of totalAmount + totalTaxes + delivery, euro cents. */
  totalOrderAmount: number;
  /** Σ of deliveries, euro cents. */
  totalDeliveryAmount: number;
  /** Σ of quantities. */
  totalProductCount: number;
  contact: ContactDetails;
  address: Address;
  note: string | null;
  createdAt: string;
};
export type OrderPage = {
  items: Order[];
  total: number;
  offset: number;
  limit: number;
};
export type OrderOrder = "createdAt.DESC" | "createdAt.ASC";
export type ShipmentInput = {
  carrier: ShippingCarrier;
  /** Required with `other` (a validation failure of `shipment.carrierName` without it), ignored with a known carrier. */
  carrierName?: string;
  /** Letters, digits and inner hyphens. */
  trackingNumber: string;
};
export type OrderStatusInput = {
  /** The statuses a vendor may post; from its group's status only new → confirmed | cancelled, confirmed → shipped | cancelled, shipped → delivered (else a validation failure of `status`). */
  status: "confirmed" | "shipped" | "delivered" | "cancelled";
  /** Required with `shipped` (the carrier and the tracking number the buyer is shown), refused with any other status (validation failures of `shipment`). */
  shipment?: ShipmentInput;
};
export const {
  useListVendorProductsQuery,
  useLazyListVendorProductsQuery,
  useCreateProductMutation,
  useListProductImportsQuery,
  useLazyListProductImportsQuery,
  useImportProductsMutation,
  useGetProductImportQuery,
  useLazyGetProductImportQuery,
  useUpdateProductImportStatusMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useListOrdersQuery,
  useLazyListOrdersQuery,
  useGetOrderQuery,
  useLazyGetOrderQuery,
  useUpdateOrderStatusMutation,
} = injectedRtkApi;
