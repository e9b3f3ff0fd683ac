import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** The settings a link's origin is taken from. */
export type OriginConfig = Pick<Config, 'publicUrl' | 'allowedHosts' | 'host' | 'port'>;

/** a wildcard listen address names no host a client can use */
const WILDCARD = new Set(['0.0.0.0', '::', '']);

/**
 * The origin of every link the server hands out (SMS texts, face and cashier pages, certificate QR
 * codes, the verify lines inside PDFs), decision 702: PUBLIC_URL when it is set (a production start
 * requires it). Without it, the request's Host only when ALLOWED_HOSTS lists it; otherwise the address
 * the connection really arrived on (the server's own interface and port, which a phone on the LAN can
 * reach), and failing that the configured listen address. A Host a caller made up never becomes a link.
 */
export function requestOrigin(request: FastifyRequest, config: OriginConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const protocol = request.protocol;
  const host = request.host.toLowerCase();
  if (config.allowedHosts.includes(host)) return `${protocol}://${host}`;
  return `${protocol}://${listenAddress(request, config)}`;
}

/**
 * The origin for a document made with no request at hand (a job's report): PUBLIC_URL, else the configured
 * listen address, as requestOrigin's last resort.
 */
export function configOrigin(config: OriginConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `http://${WILDCARD.has(config.host) ? 'localhost' : hostPart(config.host)}:${config.port}`;
}

function listenAddress(request: FastifyRequest, config: OriginConfig): string {
  const socket = request.raw.socket as { localAddress?: string; localPort?: number } | undefined;
  const local = socket?.localAddress?.replace(/^::ffff:/, '');
  if (local && socket?.localPort) return `${hostPart(local)}:${socket.localPort}`;
  return `${WILDCARD.has(config.host) ? 'localhost' : hostPart(config.host)}:${config.port}`;
}

/** an IPv6 address goes in brackets in a URL */
const hostPart = (address: string) => (address.includes(':') ? `[${address}]` : address);
