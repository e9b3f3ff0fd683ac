/**
 * Preloaded into a server process under test (`node --require …/loopback-dns.cjs`): the host names in
 * TEST_DNS_LOOPBACK (comma-separated) resolve to 127.0.0.1, as an /etc/hosts line would, so an SDK that
 * must keep a provider's real host name (Tencent Cloud derives the signed service from it) reaches the
 * provider's loopback stand-in. Test environment only: the server's own code and settings are those of a
 * live server; nothing in the server reads this.
 */
'use strict';
const dns = require('node:dns');

const names = new Set(
  (process.env.TEST_DNS_LOOPBACK || '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);
const original = dns.lookup;

dns.lookup = function lookup(hostname, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  if (typeof options === 'number') options = { family: options };
  if (names.has(String(hostname).toLowerCase())) {
    if (options && options.all) return process.nextTick(callback, null, [{ address: '127.0.0.1', family: 4 }]);
    return process.nextTick(callback, null, '127.0.0.1', 4);
  }
  return original.call(this, hostname, options, callback);
};
