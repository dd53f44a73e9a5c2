/** The look of the sandbox's own pages (ConnectID, the identity providers). */
import { html } from 'hono/html';

export const STYLE = html`<style>
  body {
    font:
      16px/1.5 system-ui,
      sans-serif;
    margin: 0 auto;
    padding: 24px;
    max-width: 480px;
    color: #1a1b1e;
  }
  h1 {
    font-size: 22px;
  }
  fieldset {
    border: 1px solid #ced4da;
    border-radius: 8px;
    margin: 16px 0;
  }
  label {
    display: block;
    padding: 4px 0;
  }
  input:not([type='radio']) {
    display: block;
    box-sizing: border-box;
    width: 100%;
    font: inherit;
    margin-top: 4px;
    padding: 8px 10px;
    border: 1px solid #868e96;
    border-radius: 6px;
  }
  button {
    font: inherit;
    font-weight: 600;
    margin: 8px 8px 0 0;
    padding: 10px 16px;
    border: 0;
    border-radius: 6px;
    background: #1864ab;
    color: #fff;
    cursor: pointer;
  }
  button.secondary {
    background: #e9ecef;
    color: #1a1b1e;
  }
</style>`;
