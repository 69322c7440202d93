import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorBodySchema, errors } from '../shared/error-responses';
import { exportDocumentSchema } from './export.schemas';
import { csvExport, type Download, jsonExport } from './export.service';

/** Sends a download as it is produced: the body is a stream, so nothing waits for the whole file. */
function sendDownload(reply: FastifyReply, download: Download, contentType: string) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .header('cache-control', 'no-store')
    .send(download.body);
}

const downloadErrors = { ...errors(401), 429: errorBodySchema };

/**
 * gzip only: the brotli stream (quality 4) held back the whole file until its end and took twice as long
 * as gzip on a five-year export (bench:api, docs/performance.md); gzip sends as it goes.
 */
const streamedCompression = { encodings: ['gzip' as const] };

/**
 * Data export (docs/api.md "Data export"): the signed-in user's own data only. Neither path names a
 * user, so there is no one else's account to ask for.
 */
export function exportRoutes({ clock, database, session }: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  return async (app) => {
    app.get(
      '/api/me/export',
      {
        compress: streamedCompression,
        schema: {
          tags: ['export'],
          summary: 'Everything you own as one JSON document (format stryd-export, version 1), streamed',
          response: { 200: exportDocumentSchema, ...downloadErrors },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const download = await jsonExport(db, viewer, clock.now());
        return sendDownload(reply, download, 'application/json; charset=utf-8');
      },
    );

    app.get(
      '/api/me/export.csv',
      {
        compress: streamedCompression,
        schema: {
          tags: ['export'],
          summary: "Your set log as CSV in Strong's export layout, streamed",
          response: {
            200: z.string().describe('text/csv: Date,Workout Name,Duration,Exercise Name,Set Order,…'),
            ...downloadErrors,
          },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const download = await csvExport(db, viewer, clock.now());
        return sendDownload(reply, download, 'text/csv; charset=utf-8');
      },
    );
  };
}
