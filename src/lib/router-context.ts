/** What every route's beforeLoad and loader receive (types only; built in src/app/router.ts). */
import type { QueryClient } from '@tanstack/react-query';

export interface Visitor {
  /** The signed-in customer's id (a customer id plus a customer token, spec 1 §6); undefined for visitors. */
  customerId(): string | undefined;
  /** The customer's capability segment; undefined for anonymous visitors. */
  segmentName(): string | undefined;
  /** The pricing id that decides the offers shown (spec 2 §6); undefined means the standard one. */
  pricingId(): string | undefined;
}

export interface RouterContext {
  queryClient: QueryClient;
  visitor: Visitor;
}
