// Preload for a server process started as in production against the Tencent Cloud stand-in
// (node --require …/loopback-dns.cjs): *.tencentcloudapi.com resolves to 127.0.0.1, every other
// name as usual. Tests only; with NODE_EXTRA_CA_CERTS naming the stand-in's certificate.
const dns = require('node:dns');
const original = dns.lookup;
dns.lookup = function lookup(hostname, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  const opts = typeof options === 'number' ? { family: options } : options || {};
  if (typeof hostname === 'string' && /\.tencentcloudapi\.com$/.test(hostname)) {
    if (opts.all) return process.nextTick(callback, null, [{ address: '127.0.0.1', family: 4 }]);
    return process.nextTick(callback, null, '127.0.0.1', 4);
  }
  return original.call(dns, hostname, options, callback);
};
