/**
 * The rentals API's owner calls (decision 0011): a 403 for someone else's property is the page's
 * answer, and the session stays; a 401 still ends it (product §6, 8).
 */
import { http, HttpResponse } from 'msw';
import { onSessionRejected } from '../../../../src/api/session.ts';
import type { SessionRejection } from '../../../../src/api/session.ts';
import { rentalsApi } from '../../../../src/features/rentals/api.ts';
import { makeStore } from '../../../../src/store/store.ts';
import { useMswServer } from '../../helpers/msw.ts';

const server = useMswServer();

let rejections: SessionRejection[] = [];
let stop: () => void = () => undefined;
beforeEach(() => {
  rejections = [];
  stop = onSessionRejected((rejection) => rejections.push(rejection));
});
afterEach(() => stop());

describe("an owner's call on one property", () => {
  it("answers someone else's property with 403 and keeps the session", async () => {
    server.use(http.get('/api/user/property/:id', () => HttpResponse.json({ message: 'error-forbidden' }, { status: 403 })));
    const result = await makeStore().dispatch(rentalsApi.endpoints.getUserProperty.initiate({ id: 7 }));
    expect(result.error).toMatchObject({ status: 403, data: { message: 'error-forbidden' } });
    expect(rejections).toEqual([]);
  });

  it('still ends the session on 401', async () => {
    server.use(http.delete('/api/property/:id', () => HttpResponse.json({ message: 'error-unauthorized' }, { status: 401 })));
    await makeStore().dispatch(rentalsApi.endpoints.deleteProperty.initiate({ id: 7 }));
    expect(rejections).toEqual([{ status: 401, endpoint: 'deleteProperty' }]);
  });

  it('leaves a 403 of any other call to the session, as before', async () => {
    server.use(http.get('/api/stats/user', () => HttpResponse.json({ message: 'error-forbidden' }, { status: 403 })));
    const { accountApi } = await import('../../../../src/api/account.ts');
    await makeStore().dispatch(accountApi.endpoints.getUserStats.initiate());
    expect(rejections).toEqual([{ status: 403, endpoint: 'getUserStats' }]);
  });
});
