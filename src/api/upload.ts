/**
 * Sending a JSON body that carries pictures (the contract's ImageInput data URLs), or a file as a
 * multipart body (a catalogue import), while showing how far the upload is: fetch cannot report
 * an upload's progress, XMLHttpRequest can.
 *
 * An endpoint asks for it with `extraOptions: { uploadProgress: true }` (set in its area's
 * api.ts with enhanceEndpoints); the base query (baseApi.ts) then sends it with
 * `sendJsonWithProgress` and reports the percentage under the endpoint's name, which a form
 * reads with `useUploadProgress('updateProperty')` and shows with the UploadProgress bar.
 * Kept apart from the store, like session.ts: the number changes many times a second and
 * means nothing once the call is over.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';

interface UploadRequest {
  url: string;
  method: string;
  headers: Headers;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body: unknown;
  signal: AbortSignal;
}

type UploadResult = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>;

/**
 * Sends `body` with XMLHttpRequest (credentials included), as JSON or, a FormData, as multipart
 * (the browser writes its boundary), and calls `onProgress` with the share of the body sent, 0
 * to 100. Answers as fetchBaseQuery does: `{ data }` for a 2xx
 * answer (its JSON, or null when empty), `{ error: { status, data } }` for any other status,
 * `PARSING_ERROR` for an answer that is not JSON, `FETCH_ERROR` when no answer came.
 */
export function sendWithProgress(request: UploadRequest, onProgress: (percent: number) => void): Promise<UploadResult> {
  const { url, method, headers, body, signal } = request;
  const meta: FetchBaseQueryMeta = { request: new Request(url, { method, headers }) };
  return new Promise((resolve) => {
    const fail = (error: string) => resolve({ error: { status: 'FETCH_ERROR', error }, meta });
    if (signal.aborted) return fail('AbortError: the request was aborted');
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    const multipart = body instanceof FormData;
    if (!multipart) xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      let data: unknown;
      try {
        data = text.length > 0 ? JSON.parse(text) : null;
      } catch (error) {
        return resolve({ error: { status: 'PARSING_ERROR', originalStatus: xhr.status, data: text, error: String(error) }, meta });
      }
      resolve(xhr.status >= 200 && xhr.status <= 299 ? { data, meta } : { error: { status: xhr.status, data }, meta });
    });
    xhr.addEventListener('error', () => fail('TypeError: the network request failed'));
    signal.addEventListener(
      'abort',
      () => {
        xhr.abort();
        fail('AbortError: the request was aborted');
      },
      { once: true },
    );
    onProgress(0);
    xhr.send(multipart ? body : JSON.stringify(body));
  });
}

const progressByEndpoint = new Map<string, number>();
const listeners = new Set<() => void>();

function setProgress(endpoint: string, percent: number | null): void {
  if (percent === null) progressByEndpoint.delete(endpoint);
  else progressByEndpoint.set(endpoint, percent);
  for (const listener of [...listeners]) listener();
}

/** Runs `send`, publishing its progress under `endpoint` until it settles (base query only). */
export async function trackUploadProgress<T>(endpoint: string, send: (onProgress: (percent: number) => void) => Promise<T>): Promise<T> {
  try {
    return await send((percent) => setProgress(endpoint, percent));
  } finally {
    setProgress(endpoint, null);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How far the running call of `endpoint` has sent its body (0–100), or null when none is running. */
export function useUploadProgress(endpoint: string): number | null {
  const read = useCallback(() => progressByEndpoint.get(endpoint) ?? null, [endpoint]);
  return useSyncExternalStore(subscribe, read, read);
}
