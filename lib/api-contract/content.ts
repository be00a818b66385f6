import { contactMessageSchema } from '@/lib/schemas/contact';
import { metaTagsQuery } from '@/lib/schemas/locale-query';
import type { Operation } from './operation';
import { bool, documented, int, locale, nullable, object, oneOf, str } from './shapes';

const tag = 'Content';

/** The site config, the pages' metadata and the contact form. */
export const contentOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/spa/config',
    tag,
    summary: 'The site config of SPEC §3',
    access: 'public',
    success: {
      description: 'The config.',
      data: object(
        {
          environment: oneOf('prod', 'test', 'dev'),
          paypal: object({ client_id: nullable(str) }),
          features: object({ secure_3d: bool }),
          termsVersion: int,
          cvReportMinPrice: int,
          baseURL: nullable(str),
          translationProjectId: { type: 'null' },
          easyHaulURL: str,
        },
        { description: 'SiteConfig (lib/server/content/site-config.ts).' },
      ),
    },
  },
  {
    method: 'get',
    path: '/rest-api/v2/spa/meta-tags',
    tag,
    summary: 'A site path’s page metadata (empty defaults when none)',
    access: 'public',
    query: metaTagsQuery,
    success: {
      description: 'The metadata.',
      data: {
        allOf: [
          object({ path: str, locale }),
          documented('PageMetadata', 'Title, description and the like (lib/server/content/meta-tags.ts).'),
        ],
      },
    },
  },
  {
    method: 'post',
    path: '/rest-api/v2/contact-messages',
    tag,
    summary: 'Send the contact form',
    description: 'Rate-limited per client address before the body is read; stored for the support team.',
    access: 'public',
    body: { json: contactMessageSchema },
    success: { description: 'Stored.', data: object({ id: int }) },
    errors: { 429: true },
  },
];
