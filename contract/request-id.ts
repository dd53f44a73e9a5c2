/**
 * A visit's request id (spec 1 §7, "request id when present"): the server names a visit with the
 * first page it serves, in a cookie of this name that ends with the browser session, and the PWA
 * sends it back as a header of the same name on its calls, so the server's log can follow one visit
 * from its first page to every call it made.
 */
export const REQUEST_ID = 'request-id';
