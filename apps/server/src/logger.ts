import type { FastifyServerOptions } from 'fastify';

/**
 * Structured JSON logs. Credentials, codes and identity numbers never reach the log: request
 * bodies are not logged, query strings are cut from URLs, and known field names are censored
 * wherever they appear in a logged object.
 */
const SENSITIVE = [
  'password', 'oldPassword', 'confirmPassword', 'smsCode', 'imgCode', 'token', 'viewToken', 'smsToken', 'smsCodeToken',
  'idCard', 'idcard', 'authorization', 'cookie', 'privateKey', 'signingKey',
  // what an ID card reading answers (never logged by the code; censored should anyone try)
  'id_name', 'id_code', 'id_address', 'idNumber', 'address', 'fields',
  // verification forms (issue 5): ID, bank account and phone numbers of people other than the caller
  'legalIdcard', 'contactIdcard', 'authorIdcard', 'accountNo', 'mobile', 'contactPhone', 'authorPhone',
  // a law-enforcement recorder's key (shown once at registration) and its signed facts header (issue 17)
  'secret', 'x-bwc-meta',
];

/**
 * Paths that carry a signed link's token: the download routes and the console's notarial document link
 * (`<prefix>/*`), and the web pages opened from a token (the local face check and cashier, the phone's
 * certificate and preview). A log reader holding one could fetch the file or act while it is valid.
 * Each rule keeps its prefix and replaces the rest.
 */
const TOKEN_PATHS = [
  /^(\/api\/(?:download\/[^/]+|admin\/notary\/doc))\/.+/i,
  /^(\/mobile\/(?:face|cashier|preview))\/.+/i,
  /^(\/mobile\/attestation\/[^/]+)\/.+/i,
];

/**
 * A request URL as it may be logged: the query string cut (?token=, ?viewToken=, ?smsToken= and any
 * other value never reach the log) and the token part of a path replaced (decision 795).
 */
export function loggableUrl(url: string): string {
  let path = url.split('?')[0] ?? '';
  for (const rule of TOKEN_PATHS) path = path.replace(rule, '$1/[redacted]');
  return path;
}

/** `stream`: where the lines go (stdout unless given; tests read them). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [...SENSITIVE, ...SENSITIVE.map((k) => `*.${k}`), 'req.headers.authorization', 'req.headers.cookie'],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { id: req.id, method: req.method, url: loggableUrl(req.url), ip: req.ip };
      },
    },
  };
}
