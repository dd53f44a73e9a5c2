/** What every route's beforeLoad and loader receive (types only; built in src/app/router.ts). */
import type { QueryClient } from '@tanstack/react-query';

export interface Visitor {
  /** A customer id plus a customer token means signed in (spec 1 §6). */
  isAuthenticated(): boolean;
  /** The signed-in customer's id; undefined for anonymous visitors. */
  customerId(): string | undefined;
  /** The customer's capability segment; undefined for anonymous visitors. */
  segmentName(): string | undefined;
}

export interface RouterContext {
  queryClient: QueryClient;
  visitor: Visitor;
}
