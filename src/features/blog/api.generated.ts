// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNewsCategories: build.query<
      ListNewsCategoriesApiResponse,
      ListNewsCategoriesApiArg
    >({
      query: () => ({ url: `/news/categories` }),
    }),
    listNews: build.query<ListNewsApiResponse, ListNewsApiArg>({
      query: (queryArg) => ({
        url: `/news`,
        params: {
          type: queryArg["type"],
          category_id: queryArg.categoryId,
          offset: queryArg.offset,
          q: queryArg.q,
          limit: queryArg.limit,
          orderBy: queryArg.orderBy,
          highlighted: queryArg.highlighted,
          exclude: queryArg.exclude,
        },
      }),
    }),
    getNewsPost: build.query<GetNewsPostApiResponse, GetNewsPostApiArg>({
      query: (queryArg) => ({ url: `/news/${queryArg.id}` }),
    }),
    listNewsProducts: build.query<
      ListNewsProductsApiResponse,
      ListNewsProductsApiArg
    >({
      query: (queryArg) => ({ url: `/news/${queryArg.id}/products` }),
    }),
    addNewsComment: build.mutation<
      AddNewsCommentApiResponse,
      AddNewsCommentApiArg
    >({
      query: (queryArg) => ({
        url: `/news/${queryArg.id}/comments`,
        method: "POST",
        body: queryArg.newsCommentInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as blogApi };
export type ListNewsCategoriesApiResponse =
  /** status 200 All categories. */ NewsCategory[];
export type ListNewsCategoriesApiArg = void;
export type ListNewsApiResponse =
  /** status 200 One page of posts. */ NewsPostPage;
export type ListNewsApiArg = {
  type?: "blog";
  categoryId?: number;
  /** Number of items to skip. */
  offset?: number;
  /** Only the listings whose title or text holds these words, matched as in `searchSite`; the other filters and the order still apply. Words without a letter or digit filter nothing. */
  q?: SearchWords;
  limit?: number;
  orderBy?: NewsOrder;
  /** 1 = only highlighted posts; 0 = only the others. */
  highlighted?: 0 | 1;
  /** Id of a post to leave out. */
  exclude?: number;
};
export type GetNewsPostApiResponse = /** status 200 The post. */ NewsPost;
export type GetNewsPostApiArg = {
  id: number;
};
export type ListNewsProductsApiResponse =
  /** status 200 The linked products. */ Product[];
export type ListNewsProductsApiArg = {
  id: number;
};
export type AddNewsCommentApiResponse =
  /** status 201 The created comment. */ NewsComment;
export type AddNewsCommentApiArg = {
  id: number;
  newsCommentInput: NewsCommentInput;
};
export type NewsCategory = {
  id: number;
  name: string;
};
export type NamedRef = {
  id: number;
  name: string;
};
export type NewsPostSummary = {
  id: number;
  title: string;
  excerpt: string;
  /** Cover image URL. */
  image: string | null;
  categories: NamedRef[];
  highlighted: boolean;
  author: string;
  publishedAt: string;
};
export type NewsPostPage = {
  items: NewsPostSummary[];
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
export type SearchWords = string;
export type NewsOrder = "publishedAt.DESC" | "publishedAt.ASC";
export type NewsComment = {
  id: number;
  /** The commenter's name. */
  author: string;
  /** Plain text. */
  body: string;
  createdAt: string;
};
export type NewsPost = {
  id: number;
  title: string;
  excerpt: string;
  /** HTML, sanitized by the server (safe to render). */
  body: string;
  /** Cover image URL. */
  image: string | null;
  categories: NamedRef[];
  highlighted: boolean;
  author: string;
  publishedAt: string;
  /** Oldest first. */
  comments: NewsComment[];
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
export type NewsCommentInput = {
  /** Plain text. */
  body: string;
};
export const {
  useListNewsCategoriesQuery,
  useLazyListNewsCategoriesQuery,
  useListNewsQuery,
  useLazyListNewsQuery,
  useGetNewsPostQuery,
  useLazyGetNewsPostQuery,
  useListNewsProductsQuery,
  useLazyListNewsProductsQuery,
  useAddNewsCommentMutation,
} = injectedRtkApi;
