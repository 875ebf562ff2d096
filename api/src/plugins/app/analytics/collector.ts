import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { isbot } from 'isbot';
import type { AnalyticsBatch } from '@mwangaza/shared/schemas';
import { site } from '@mwangaza/shared/site';
import { referrerHost } from '../../../lib/lead-source';
import type { AnalyticsEventDoc, AnalyticsEventModel } from '../../../models/analytics-event.model';
import type { DailySalts } from './daily-salt';
import { dayOf } from './days';

/** Why a batch was not recorded, or that it was. */
export type HitOutcome = 'accepted' | 'opted_out' | 'bot';
export const HIT_OUTCOMES: readonly HitOutcome[] = ['accepted', 'opted_out', 'bot'];

/**
 * Why nothing of this request may be recorded: the browser asked not to be tracked (Do Not Track, Global
 * Privacy Control), or it is a crawler (or sends no user agent). The contact and subscribe forms' lead
 * sources obey it too.
 */
export function notCounted(request: FastifyRequest): Exclude<HitOutcome, 'accepted'> | undefined {
  if (request.headers.dnt === '1' || request.headers['sec-gpc'] === '1') return 'opted_out';
  const userAgent = request.headers['user-agent'] ?? '';
  return !userAgent || isbot(userAgent) ? 'bot' : undefined;
}

/**
 * What identifies a client's address for the visitor cap: an IPv4 address, or an IPv6 address's /64 (one
 * household or phone, whose own address changes within it); an IPv4-mapped IPv6 address is its IPv4.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${(address as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

const dayHash = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 22);

/**
 * Records the beacon's hits as raw events. Visitors are counted as Plausible does: the visitor is
 * hash(day's salt, site, client address, user agent), so the same browser is one visitor within a UTC day
 * and unrecognisable the next; the address and user agent go into the hashes only, never into storage. The
 * client (hash of the day's salt and the address alone) lets a roll-up cap what one address counts for.
 */
export class HitCollector {
  constructor(
    private readonly model: AnalyticsEventModel,
    private readonly salts: DailySalts,
    private readonly now: () => Date,
  ) {}

  async record(request: FastifyRequest, batch: AnalyticsBatch): Promise<HitOutcome> {
    const refused = notCounted(request);
    if (refused) return refused;
    const userAgent = request.headers['user-agent'] ?? '';
    const at = this.now();
    const salt = await this.salts.saltFor(dayOf(at));
    const visitor = dayHash(salt, site.url, request.ip, userAgent);
    const client = dayHash(salt, site.url, 'client', addressKey(request.ip));
    const docs: AnalyticsEventDoc[] = batch.hits.map((hit) => ({
      at,
      visitor,
      client,
      type: hit.type,
      ...(hit.type === 'pageview' ? {} : { name: hit.name }),
      ...(hit.type === 'event' && hit.step !== undefined ? { step: hit.step } : {}),
      ...(hit.type === 'vital' ? { value: hit.value } : {}),
      path: hit.path,
      device: hit.device,
      referrer: referrerHost(hit.source.referrer),
      utm: hit.source.utm,
    }));
    // The driver's insert, not mongoose's: the route's schema has checked every field already.
    await this.model.collection.insertMany(docs, { ordered: false });
    return 'accepted';
  }
}
