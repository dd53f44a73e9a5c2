/**
 * Whether this page's first render must match HTML that was rendered before it (issue "First
 * paint"): true in the prerender and while the browser hydrates a prerendered page. Such a render
 * shows the page at once instead of deferring it behind a skeleton, and reads nothing only the
 * browser knows (cookies, storage, the clock) until hydration is over.
 */
let fromHtml = false;
let renderedAt: number | undefined;

export const renderMode = {
  get fromHtml() {
    return fromHtml;
  },
  /** When the HTML was rendered: the clock such a render reads (a relative "Tonight" then matches). */
  get renderedAt() {
    return renderedAt;
  },
  /** Set once, before the first render, with the time the HTML was (or is being) rendered. */
  renderFromHtml(at: number) {
    fromHtml = true;
    renderedAt = at;
  },
};
