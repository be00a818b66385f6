import { accountOperations } from './account';
import { adminApprovalOperations } from './admin-approvals';
import { adminAuditOperations } from './admin-audit';
import { adminHandoverOperations } from './admin-handover';
import { adminImportOperations } from './admin-imports';
import { adminLaneOperations } from './admin-lanes';
import { adminLotOperations } from './admin-lots';
import { adminPaymentOperations } from './admin-payments';
import { adminPhotoOperations } from './admin-photos';
import { adminSaleOperations } from './admin-sales';
import { adminVerificationOperations } from './admin-verification';
import { analyticsOperations } from './analytics';
import { authOperations } from './auth';
import { bidOperations } from './bids';
import { catalogOperations } from './catalog';
import { contentOperations } from './content';
import { creditCardOperations } from './credit-cards';
import { documentOperations } from './documents';
import { handoverOperations } from './handover';
import { membershipOperations } from './membership';
import { metaOperations } from './meta';
import { offerOperations } from './offers';
import type { HttpMethod, Operation } from './operation';
import { paymentOperations } from './payments';
import { pushOperations } from './push';
import { savedSearchOperations } from './saved-searches';
import { searchOperations } from './search';
import { transactionOperations } from './transactions';
import { watchlistOperations } from './watchlist';

/** Every operation of the API, one list per resource; a test holds it equal to the route handlers under app/. */
export const API_OPERATIONS: readonly Operation[] = [
  ...authOperations,
  ...accountOperations,
  ...pushOperations,
  ...searchOperations,
  ...catalogOperations,
  ...watchlistOperations,
  ...savedSearchOperations,
  ...bidOperations,
  ...offerOperations,
  ...paymentOperations,
  ...creditCardOperations,
  ...transactionOperations,
  ...handoverOperations,
  ...membershipOperations,
  ...documentOperations,
  ...contentOperations,
  ...analyticsOperations,
  ...metaOperations,
  ...adminAuditOperations,
  ...adminLotOperations,
  ...adminPhotoOperations,
  ...adminImportOperations,
  ...adminPaymentOperations,
  ...adminApprovalOperations,
  ...adminHandoverOperations,
  ...adminSaleOperations,
  ...adminLaneOperations,
  ...adminVerificationOperations,
];

/** One path template of the API with the methods its route handler exports (upper case). */
export interface ApiRoute {
  path: string;
  methods: readonly Uppercase<HttpMethod>[];
}

/** The table of routes: path templates and their methods, in the order the operations are listed. */
export function apiRoutes(operations: readonly Operation[] = API_OPERATIONS): ApiRoute[] {
  const byPath = new Map<string, Set<Uppercase<HttpMethod>>>();
  for (const op of operations) {
    const methods = byPath.get(op.path) ?? new Set();
    methods.add(op.method.toUpperCase() as Uppercase<HttpMethod>);
    byPath.set(op.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({ path, methods: [...methods] }));
}
