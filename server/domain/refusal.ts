/**
 * A business rule's no: what was refused and why, in the words the customer reads. The rules throw
 * it without knowing HTTP; the API answers it in its envelope (server/app.ts, `refusalError`),
 * the way a handler's own HttpError is answered.
 */
export type RefusalStatus = 401 | 403 | 404 | 409 | 422;

export interface FieldProblem {
  code: string;
  message: string;
}

export class Refused extends Error {
  private constructor(
    readonly status: RefusalStatus,
    readonly code: string,
    message: string,
    /** The field the refusal is about, named as the contract names it. */
    readonly target?: string,
    /** Problems with the input's fields, answered like a validation failure (422). */
    readonly fields?: Record<string, FieldProblem>,
    /** A 422 whose message names its own code and its field, both (`target` says which). */
    readonly named = false,
  ) {
    super(message);
  }

  static of(status: RefusalStatus, code: string, message: string, target?: string): Refused {
    return new Refused(status, code, message, target);
  }

  /** Input refused field by field: a 422 shaped like the validation failures. */
  static fields(fields: Record<string, FieldProblem>): Refused {
    const [first] = Object.values(fields);
    return new Refused(422, first?.code ?? 'invalid', first?.message ?? 'Invalid input.', undefined, fields);
  }

  static field(target: string, code: string, message: string): Refused {
    return Refused.fields({ [target]: { code, message } });
  }

  /** A field refused with its own code in the messages too, where the app reads that code. */
  static named(target: string, code: string, message: string): Refused {
    return new Refused(422, code, message, target, undefined, true);
  }
}
