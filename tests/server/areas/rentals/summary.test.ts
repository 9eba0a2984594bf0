/**
 * What a property's card and the search's map need of each listed property: its floor of the
 * building's floors and its position, in the search and the owner's list alike.
 */
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertProperty } from './fixtures.ts';

let server: TestApp;
let owner: Account;
let placed: number;
let unplaced: number;

beforeAll(async () => {
  server = await startTestApp();
  const { lozenets } = await createPlaces(server);
  owner = await createAccount(server, 'user');
  placed = await insertProperty(server, owner.id, lozenets, { floor: 3, totalFloors: 6, lat: 42.6741, lng: 23.3257, createdAt: new Date(Date.UTC(2026, 10, 2)) });
  unplaced = await insertProperty(server, owner.id, lozenets, { floor: null, totalFloors: null, lat: null, lng: null, createdAt: new Date(Date.UTC(2026, 10, 1)) });
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const expected = () => [
  { id: placed, floor: 3, totalFloors: 6, gpsCoordinates: { lat: 42.6741, lng: 23.3257 } },
  { id: unplaced, floor: null, totalFloors: null, gpsCoordinates: null },
];

it('the search lists each property with its floor and position (null when unknown)', async () => {
  const response = await server.inject({ method: 'GET', url: '/api/property' });
  expect(response.statusCode).toBe(200);
  expect(response.json().items).toMatchObject(expected());
});

it("the owner's list carries them too", async () => {
  const response = await server.inject({ method: 'GET', url: '/api/user/property', headers: { cookie: owner.cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.json().items).toMatchObject(expected());
});
