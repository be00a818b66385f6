import 'server-only';
import { cache } from 'react';
import { getPageMetadata } from './page-metadata';

/** One lookup per request, shared by generateMetadata and the page. */
export const pageMetadataFor = cache(getPageMetadata);
