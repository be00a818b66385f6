import { z } from 'zod';
import {
  changeSavedSearchBody,
  newSavedSearchBody,
  openSavedSearchQuery,
  savedSearchId,
  savedSearchListQuery,
  savedSearchTarget,
} from '@/lib/schemas/saved-searches';
import type { Operation } from './operation';
import { arrayOf, constant, documented, int, object } from './shapes';

const tag = 'Saved searches';
const view = documented(
  'SavedSearchView',
  'id, name, query, url, locale and times (lib/schemas/saved-searches.ts).',
);
const id = { schema: savedSearchId, description: 'The saved search’s id: a positive whole number.' };

/** The member's saved searches (SPEC §7). */
export const savedSearchOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v1.0/member/search/{id}',
    tag,
    summary: 'One of the member’s saved searches',
    description: 'Another member’s is a 404.',
    access: 'member',
    params: { id },
    success: { description: 'The saved search.', data: view },
    errors: { 404: true },
  },
  {
    method: 'post',
    path: '/rest-api/v1.0/member/search/{id}',
    tag,
    summary: 'Save a search (`new`) or change one (its id)',
    description:
      'With `new` the body is `{ name, query, locale? }` (NewSavedSearch); with an id, `{ name?, query?, locale? }` ' +
      '(at least one of name and query). `query` is a query string or an object of lots/search keys; a bad key ' +
      'is named `query.<key>`.',
    access: 'member',
    params: { id: { schema: savedSearchTarget, description: '`new`, or the id of the search to change.' } },
    body: { json: z.union([newSavedSearchBody, changeSavedSearchBody]) },
    success: { description: 'The saved search.', data: view },
    errors: { 404: true, 409: ['already_saved', 'saved_searches_full'] },
  },
  {
    method: 'delete',
    path: '/rest-api/v1.0/member/search/{id}',
    tag,
    summary: 'Delete one of the member’s saved searches',
    access: 'member',
    params: { id },
    success: { description: 'Deleted.', data: object({ id: int, deleted: constant(true) }) },
    errors: { 404: true },
  },
  {
    method: 'get',
    path: '/rest-api/v2/member/search/{id}',
    tag,
    summary: 'Open a saved search: its counts (new since the last look); the look is recorded',
    access: 'member',
    params: { id },
    query: openSavedSearchQuery,
    success: {
      description: 'The saved search with its totals.',
      data: { allOf: [view, object({ total: int, newCount: int })] },
    },
    errors: { 404: true },
  },
  {
    method: 'get',
    path: '/rest-api/v2/account/saved-searches',
    tag,
    summary: 'The member’s saved searches; with showTotals each one’s open and new lots',
    access: 'member',
    query: savedSearchListQuery,
    success: { description: 'The list.', data: object({ items: arrayOf(view), count: int, limit: int }) },
  },
];
