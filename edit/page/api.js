// The page's one way to its server: every request to /api carries the run's token (read from
// the page's own URL) as X-CWG-Token. Edits go through one queue, so they reach the server in
// the order they were made; reads (candidates, health, score) go straight.
"use strict";
const CwgApi = (function () {
  const token = new URLSearchParams(window.location.search).get("token") || "";
  let queue = Promise.resolve();
  let pending = 0;  // actions sent or waiting, not yet answered

  /// An answer other than 2xx: the server's message and the JSON path it names.
  class ApiError extends Error {
    constructor(status, body) {
      super((body && body.error) || ("HTTP " + status));
      this.status = status;
      this.path = (body && body.path) || "";
    }
  }

  async function request(method, path, body, signal) {
    const init = { method: method, headers: { "X-CWG-Token": token }, cache: "no-store" };
    if (signal) init.signal = signal;
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const answer = await fetch(path, init);
    const type = answer.headers.get("Content-Type") || "";
    if (!answer.ok) {
      let parsed = null;
      try {
        parsed = type.includes("json") ? await answer.json() : { error: await answer.text() };
      } catch (e) {
        parsed = null;
      }
      throw new ApiError(answer.status, parsed);
    }
    return type.includes("json") ? answer.json() : answer.blob();
  }

  /// A read; `signal` (an AbortController's) drops it when a newer one takes its place.
  function get(path, query, signal) {
    const q = query ? "?" + new URLSearchParams(query).toString() : "";
    return request("GET", path + q, undefined, signal);
  }

  /// The puzzle's bytes in a format, with the file name the server proposes.
  async function download(format) {
    const answer = await fetch("/api/export?format=" + encodeURIComponent(format),
                               { headers: { "X-CWG-Token": token }, cache: "no-store" });
    if (!answer.ok) {
      let body = null;
      try {
        body = await answer.json();
      } catch (e) {
        body = null;
      }
      throw new ApiError(answer.status, body);
    }
    const disposition = answer.headers.get("Content-Disposition") || "";
    const named = /filename="?([^";]+)"?/.exec(disposition);
    return { blob: await answer.blob(), name: named ? named[1] : "puzzle." + format };
  }

  /// Sends one action after every action before it; resolves to the new state.
  function act(action) {
    ++pending;
    // The count drops before the caller sees the answer: busy() then tells whether later
    // edits are still on their way (their answer, not this one, is the state to show).
    const sent = queue.then(function () { return request("POST", "/api/action", action); })
      .finally(function () { --pending; });
    queue = sent.catch(function () {});
    return sent;
  }

  /// Runs `fn` after every queued action has been answered (a save, a fill).
  function afterEdits(fn) {
    const done = queue.then(fn);
    queue = done.catch(function () {});
    return done;
  }

  return {
    ApiError: ApiError,
    get: get,
    post: function (path, body) { return request("POST", path, body === undefined ? {} : body); },
    del: function (path) { return request("DELETE", path); },
    act: act,
    afterEdits: afterEdits,
    busy: function () { return pending > 0; },
    download: download,
  };
})();
