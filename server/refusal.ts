/**
 * The one refusal: what was refused and why, in the words the customer reads, with the status the
 * API answers it with. Every layer throws it, knowing nothing of HTTP but a status: a rule in
 * server/domain, a transaction's own check in server/db, a handler. The API answers it in its
 * envelope in one place (server/app.ts's onError, through http/envelope.ts's errorBody).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Message } from '@contract/schemas/envelope';

export type RefusalStatus = ContentfulStatusCode;

export interface FieldProblem {
  code: string;
  message: string;
}

export const VALIDATION_FAILED: Message = {
  code: 'validation_failed',
  message: 'Please check the highlighted fields.',
  level: 'error',
};

export class Refused extends Error {
  constructor(
    readonly status: RefusalStatus,
    readonly messages: Message[],
    /** Problems with the input's fields (named as the contract names them), as validation answers them. */
    readonly errors?: Record<string, Message[]>,
    /** What the customer's next step needs: the two-factor challenge, or the offer to sign up. */
    readonly result: unknown = null,
  ) {
    super(messages[0]?.message ?? `HTTP ${status}`);
  }

  /** What was refused, for a caller that answers some refusals in its own words. */
  get code(): string {
    return this.messages[0]?.code ?? 'refused';
  }

  static of(status: RefusalStatus, code: string, message: string, target?: string): Refused {
    return new Refused(status, [{ code, message, level: 'error', ...(target ? { target } : {}) }]);
  }

  /** Not the answer asked for, but the step before it, with what that step needs (an `info` message). */
  static step(status: RefusalStatus, code: string, message: string, result: unknown): Refused {
    return new Refused(status, [{ code, message, level: 'info' }], undefined, result);
  }

  /** Input refused field by field: a 422 shaped like the validation failures. */
  static fields(fields: Record<string, FieldProblem>): Refused {
    return new Refused(
      422,
      [VALIDATION_FAILED],
      Object.fromEntries(
        Object.entries(fields).map(([target, { code, message }]) => [
          target,
          [{ code, message, target, level: 'error' }],
        ]),
      ),
    );
  }

  /** A 422 about one field, shaped like validation failures. */
  static field(target: string, code: string, message: string): Refused {
    return Refused.fields({ [target]: { code, message } });
  }

  /** A field refused with its own code in the messages too, where the app reads that code. */
  static named(target: string, code: string, message: string): Refused {
    const problem = { code, message, target, level: 'error' } as const;
    return new Refused(422, [problem], { [target]: [problem] });
  }
}
