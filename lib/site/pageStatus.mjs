// A page's HTTP status chosen while it renders, for an answer Next cannot give with a whole document (issue 29.1).
// Next 16 answers a notFound() thrown while a page renders per request (the desk's) with an empty error document,
// <html id="__next_error__">, and the browser then renders the whole page itself: React keeps the scripts and
// styles already in <head> and appends <meta charset> after them, past the first 1024 bytes (the Nu HTML Checker:
// "A charset attribute on a meta element found after the first 1024 bytes"), and the 404's words are not in the
// HTML. A page that calls answerStatus(404) instead renders its not-found content as a page like any other, and our
// server (scripts/server.mjs, which runs every request inside withPageStatus) sends that status with it.
// Plain JS: scripts/server.mjs imports it as it is, the pages through their bundle; both reach the one store
// through globalThis. Server-side only.
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('shop.pageStatus');

/** The per-request store of this process, shared by the server and the pages' bundle. */
function store() {
  globalThis[KEY] ??= new AsyncLocalStorage();
  return globalThis[KEY];
}

/**
 * Runs one request's handling with `answer` (scripts/server.mjs: `{ status: undefined }`) as the place where its
 * page writes the status it chooses; the server reads `answer.status` when the headers go out.
 */
export function withPageStatus(answer, handle) {
  return store().run(answer, handle);
}

/**
 * Asks for `status` on this request's answer; false when no server of ours carries it (`next dev`), and the page
 * then says so the way Next can (notFound()).
 */
export function answerStatus(status) {
  const request = store().getStore();
  if (!request) return false;
  request.status = status;
  return true;
}
