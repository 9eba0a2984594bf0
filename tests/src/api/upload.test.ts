/**
 * Sending pictures with progress (src/api/upload.ts) over XMLHttpRequest, answered by MSW at the
 * network boundary: the helper on its own, and an endpoint that asks the base query for it.
 */
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../../src/api/baseApi.ts';
import { onSessionRejected } from '../../../src/api/session.ts';
import type { SessionRejection } from '../../../src/api/session.ts';
import { sendWithProgress, useUploadProgress } from '../../../src/api/upload.ts';
import { createI18n } from '../../../src/i18n/index.ts';
import { makeStore } from '../../../src/store/store.ts';
import { useMswServer } from '../helpers/msw.ts';

const server = useMswServer();

const picture = `data:image/jpeg;base64,${Buffer.alloc(300_000, 7).toString('base64')}`;

const request = (init: Partial<Parameters<typeof sendWithProgress>[0]> = {}) => ({
  url: '/api/vendor/3',
  method: 'POST',
  headers: new Headers({ 'Accept-Language': 'en' }),
  body: { name: 'Dabrava', logo: picture },
  signal: new AbortController().signal,
  ...init,
});

describe('sendWithProgress', () => {
  it('sends the body as JSON with credentials and reports the upload from 0 to 100', async () => {
    const seen: { body: unknown; type: string | null; language: string | null; credentials: string }[] = [];
    server.use(
      http.post('/api/vendor/3', async ({ request: sent }) => {
        seen.push({
          body: await sent.json(),
          type: sent.headers.get('content-type'),
          language: sent.headers.get('accept-language'),
          credentials: sent.credentials,
        });
        return HttpResponse.json({ id: 3, logo: '/media/uploads/x.webp' });
      }),
    );
    const progress: number[] = [];
    const result = await sendWithProgress(request(), (percent) => progress.push(percent));

    expect(result).toMatchObject({ data: { id: 3, logo: '/media/uploads/x.webp' } });
    expect(seen).toEqual([{ body: { name: 'Dabrava', logo: picture }, type: 'application/json', language: 'en', credentials: 'include' }]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('sends a FormData as multipart, with the boundary the browser chose', async () => {
    const seen: { type: string | null; body: string }[] = [];
    server.use(
      http.post('/api/product/import', async ({ request: sent }) => {
        seen.push({ type: sent.headers.get('content-type'), body: await sent.text() });
        return HttpResponse.json({ id: 15 }, { status: 201 });
      }),
    );
    const body = new FormData();
    body.append('file', new File(['sku,price\nA-1,12.90\n'], 'products.csv', { type: 'text/csv' }));
    const progress: number[] = [];
    const result = await sendWithProgress(request({ url: '/api/product/import', body }), (percent) => progress.push(percent));

    expect(result).toMatchObject({ data: { id: 15 } });
    // jsdom's File does not cross into the interceptor's multipart writer whole (it arrives as
    // its name "[object File]"); the browser test uploads a real file through this path.
    expect(seen).toEqual([{ type: expect.stringMatching(/^multipart\/form-data; boundary=/), body: expect.stringContaining('Content-Disposition: form-data; name="file"') }]);
    expect(progress.at(-1)).toBe(100);
  });

  it("answers another status with the server's error body, as the base query does", async () => {
    const body = { message: 'validation_failed', errors: [{ property: 'logo', message: 'This file is not a JPEG, PNG or WebP picture.' }] };
    server.use(http.post('/api/vendor/3', () => HttpResponse.json(body, { status: 422 })));
    expect(await sendWithProgress(request(), () => {})).toMatchObject({ error: { status: 422, data: body } });
  });

  it('answers an empty success with null, and an answer that is not JSON as a parsing error', async () => {
    server.use(http.post('/api/vendor/3', () => new HttpResponse(null, { status: 204 })));
    expect(await sendWithProgress(request(), () => {})).toMatchObject({ data: null });
    server.use(http.post('/api/vendor/3', () => new HttpResponse('<html>proxy error</html>', { status: 502 })));
    expect(await sendWithProgress(request(), () => {})).toMatchObject({
      error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>proxy error</html>' },
    });
  });

  it('answers a fetch error when no answer comes or the call is aborted', async () => {
    server.use(http.post('/api/vendor/3', () => HttpResponse.error()));
    expect(await sendWithProgress(request(), () => {})).toMatchObject({ error: { status: 'FETCH_ERROR' } });

    const aborted = new AbortController();
    aborted.abort();
    expect(await sendWithProgress(request({ signal: aborted.signal }), () => {})).toMatchObject({ error: { status: 'FETCH_ERROR' } });
  });

  it('stops sending when the call is aborted on the way', async () => {
    const leaving = new AbortController();
    let release: () => void = () => {};
    server.use(
      http.post('/api/vendor/3', async () => {
        leaving.abort();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ id: 3 });
      }),
    );
    expect(await sendWithProgress(request({ signal: leaving.signal }), () => {})).toMatchObject({ error: { status: 'FETCH_ERROR' } });
    release();
  });
});

describe('an endpoint with extraOptions.uploadProgress', () => {
  const api = baseApi.injectEndpoints({
    endpoints: (build) => ({
      testPictures: build.mutation<{ saved: number }, { id: number; pictures: string[] }>({
        query: ({ id, pictures }) => ({ url: `/test/${id}/pictures`, method: 'PUT', body: { pictures } }),
        extraOptions: { uploadProgress: true },
      }),
    }),
  });

  it('publishes its progress while it runs, in the language of the page, and nothing once it is over', async () => {
    createI18n('bg', { hello: 'здравей' });
    let reached: () => void = () => {};
    const handlerReached = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let language: string | null = null;
    server.use(
      http.put('/api/test/5/pictures', async ({ request: sent }) => {
        language = sent.headers.get('accept-language');
        const { pictures } = (await sent.json()) as { pictures: string[] };
        reached();
        await answered;
        return HttpResponse.json({ saved: pictures.length });
      }),
    );
    const { result } = renderHook(() => useUploadProgress('testPictures'));
    expect(result.current).toBeNull();

    let call: Promise<{ saved: number }> | undefined;
    await act(async () => {
      call = makeStore()
        .dispatch(api.endpoints.testPictures.initiate({ id: 5, pictures: [picture, picture] }))
        .unwrap();
      await handlerReached;
    });
    // The server has the body and is still working on it. (MSW reports the upload's progress
    // events only with its answer; the helper's own test shows them from 0 to 100.)
    expect(result.current).toEqual(expect.any(Number));
    await act(async () => {
      answer();
      expect(await call).toEqual({ saved: 2 });
    });
    expect(result.current).toBeNull();
    expect(language).toBe('bg');
  });

  it('still tells the session listeners about a 401', async () => {
    const rejections: SessionRejection[] = [];
    const stop = onSessionRejected((rejection) => rejections.push(rejection));
    server.use(http.put('/api/test/5/pictures', () => HttpResponse.json({ message: 'Please sign in.' }, { status: 401 })));
    const outcome = await makeStore().dispatch(api.endpoints.testPictures.initiate({ id: 5, pictures: [picture] }));
    stop();
    expect(outcome.error).toMatchObject({ status: 401, data: { message: 'Please sign in.' } });
    expect(rejections).toEqual([{ status: 401, endpoint: 'testPictures' }]);
  });
});
