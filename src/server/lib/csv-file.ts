import type { FastifyReply } from 'fastify';
import { shopDay } from '@shared/domain/analytics';

/**
 * Answers a CSV export as a download named after what it holds and the shop's day (`orders-2026-12-04.csv`,
 * Algiers time: an export at 00:30 is today's), never cached (it holds customers' or the owner's data).
 */
export function sendCsvFile(reply: FastifyReply, name: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${shopDay(new Date())}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
