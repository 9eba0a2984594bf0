/**
 * The cache-tag conventions every area's API module (`api.ts` beside its generated endpoints)
 * follows when it attaches tags with enhanceEndpoints: a list provides `{ type, id: 'LIST' }`
 * plus one tag per item; a single item provides `{ type, id }`; a change invalidates the item
 * and the lists it appears in. Signing in or out invalidates everything that depends on who is
 * asking (SESSION_TAGS). The tag types themselves are declared once, in baseApi.ts.
 */
import type { TagDescription } from '@reduxjs/toolkit/query';
import type { TAG_TYPES } from './baseApi.ts';

type TagType = (typeof TAG_TYPES)[number];
type Tags = TagDescription<TagType>[];

export const LIST = 'LIST';

/** A paged list (`{ items }`): the list and each item. */
export function listTags(type: TagType, result: { items: readonly { id: number }[] } | undefined): Tags {
  const list: Tags = [{ type, id: LIST }];
  return result ? [...result.items.map(({ id }) => ({ type, id })), ...list] : list;
}

/** A plain array answer: the list and each item. */
export function arrayTags(type: TagType, result: readonly { id: number }[] | undefined): Tags {
  return listTags(type, result ? { items: result } : undefined);
}

export function itemTags(type: TagType, id: number): Tags {
  return [{ type, id }];
}

/** What a change to one item invalidates: the item and the lists it appears in. */
export function changedTags(type: TagType, id: number): Tags {
  return [
    { type, id },
    { type, id: LIST },
  ];
}

/** What depends on the signed-in user (their data, lists filtered by owner, stats). */
export const SESSION_TAGS: readonly TagType[] = [
  'User',
  'UserProperty',
  'ViewingRequest',
  'Product',
  'ProductImport',
  'Order',
  'TenantOffer',
  'CreditLedger',
  'SavedSearch',
  'MovePlan',
  'Conversation',
  'ConversationSettings',
];
