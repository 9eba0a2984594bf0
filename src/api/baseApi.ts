/**
 * The one empty API that every area's generated endpoints (`*.generated.ts`, from
 * openapi/openapi.yaml by scripts/codegen.ts) are injected into. Every cache tag type is declared
 * here; each area attaches its tags with enhanceEndpoints in its hand-written `api.ts` (the
 * conventions in tags.ts), never by editing generated code.
 *
 * Every call sends credentials (the HttpOnly `token` cookie). Once translations are loaded,
 * every call carries `Accept-Language: bg|en` (the debug locale asks for English), so the
 * server answers localized content and messages. A 401 or 403 answer is reported to the
 * session listeners (session.ts), except from the calls where it is an expected answer and not
 * a lost session: signing in with wrong credentials or an unconfirmed e-mail, and signing out.
 * (Loading the current user never answers 401: a visitor gets 204, no user.) An endpoint that
 * addresses one of the caller's own records may say `extraOptions: { ownRecord: true }`: its 403
 * then means "someone else's record" (docs/decisions/0011-ownership.md), which its page says,
 * and the session stays; its 401 still ends the session.
 *
 * On the server (src/server.tsx) the store gives the base query `fetchApi` (ApiExtra), which
 * answers in-process; `hydrateApi` hands the browser's store the cache the server rendered with.
 *
 * An endpoint whose body carries pictures (or a file) may ask for
 * `extraOptions: { uploadProgress: true }`: it is then sent with XMLHttpRequest and its progress
 * published (upload.ts).
 */
import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { toHtmlLang } from '../../domain/locale.ts';
import { currentLocale } from '../i18n/index.ts';
import { notifySessionRejected } from './session.ts';

export const TAG_TYPES = [
  'User',
  'Property',
  'UserProperty',
  'ViewingRequest',
  'Product',
  'ProductImport',
  'Order',
  'TenantOffer',
  'News',
  'Vendor',
  'Agency',
  'CreditLedger',
  'SavedSearch',
  'MovePlan',
  'Conversation',
  'ConversationSettings',
] as const;

const API_BASE_URL = '/api';

/** Endpoints whose 401/403 answers are results for their caller, not a rejected session. */
const SESSION_EXEMPT_ENDPOINTS: ReadonlySet<string> = new Set(['login', 'googleLogin', 'logout']);

/** What an endpoint definition may add (`extraOptions`). */
interface ApiExtraOptions {
  /** Send the body with XMLHttpRequest and publish how far it is (upload.ts, useUploadProgress). */
  uploadProgress?: boolean;
  /** A 403 means the record is someone else's (decision 0011): the caller's answer, not a lost session. */
  ownRecord?: boolean;
}

function withLanguage(headers: Headers): Headers {
  const locale = currentLocale();
  if (locale !== null && !headers.has('Accept-Language')) headers.set('Accept-Language', toHtmlLang(locale));
  return headers;
}

const fetchQuery = fetchBaseQuery({ baseUrl: API_BASE_URL, credentials: 'include', prepareHeaders: withLanguage });

/**
 * What a store may give its base query (the thunk's extra argument, makeStore): the server's
 * renderer passes `fetchApi`, which answers a request to the API in-process; without it calls go
 * over the network.
 */
export interface ApiExtra {
  fetchApi?: (input: RequestInfo) => Promise<Response>;
}

/** A Request needs an absolute address outside the browser; fetchApi only reads its path. */
const IN_PROCESS_BASE_URL = `http://in-process${API_BASE_URL}`;

function queryFor(api: BaseQueryApi) {
  const { fetchApi } = (api.extra ?? {}) as ApiExtra;
  return fetchApi ? fetchBaseQuery({ baseUrl: IN_PROCESS_BASE_URL, fetchFn: fetchApi }) : fetchQuery;
}

/**
 * The contract's calls with pictures or a file, as codegen writes them: a method, a path and a
 * body. Their sender (upload.ts) is loaded with the first of them: the form that sends one has
 * loaded it already (it shows the progress), and the first page's download need not carry it.
 */
async function uploadQuery(args: string | FetchArgs, api: BaseQueryApi) {
  const { url, method, body, ...rest } = typeof args === 'string' ? { url: args } : args;
  if (method === undefined || Object.keys(rest).length > 0) throw new Error(`${api.endpoint}: an upload is a method, a path and a body`);
  const { sendWithProgress, trackUploadProgress } = await import('./upload.ts');
  return trackUploadProgress(api.endpoint, (onProgress) =>
    sendWithProgress({ url: `${API_BASE_URL}${url}`, method, headers: withLanguage(new Headers()), body, signal: api.signal }, onProgress),
  );
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions, FetchBaseQueryMeta> =
  async (args, api, extraOptions) => {
    const result = extraOptions?.uploadProgress ? await uploadQuery(args, api) : await queryFor(api)(args, api, extraOptions);
    const status = result.error?.status;
    const rejected = status === 401 || (status === 403 && !extraOptions?.ownRecord);
    if (rejected && !SESSION_EXEMPT_ENDPOINTS.has(api.endpoint)) {
      notifySessionRejected({ status, endpoint: api.endpoint });
    }
    return result;
  };

/** The API cache the server rendered the page with (main.tsx dispatches it before hydrating). */
export const hydrateApi = createAction<unknown>('api/hydrate');

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo: (action) => (hydrateApi.match(action) ? (action.payload as never) : undefined),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
