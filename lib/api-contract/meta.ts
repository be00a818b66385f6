import type { Operation } from './operation';

const tag = 'API description';

/** The document itself and its page for people. */
export const metaOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/openapi.json',
    tag,
    summary: 'This OpenAPI 3.1 document',
    access: 'public',
    success: {
      description: 'The document.',
      media: { type: 'application/json', schema: { type: 'object', required: ['openapi', 'info', 'paths'] } },
    },
  },
  {
    method: 'get',
    path: '/rest-api/docs',
    tag,
    summary: 'This document as a page for people',
    access: 'public',
    success: { description: 'The page.', media: { type: 'text/html', schema: { type: 'string' } } },
  },
];
