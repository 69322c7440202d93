import {
  IMPORT_MESSAGES,
  importBodySchema,
  importListSchema,
  importPreviewSchema,
  importRecordSchema,
  importUndoAnswerSchema,
} from '@stryd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../http/errors';
import { errorBodySchema, errors } from '../shared/error-responses';
import { IMPORT_BODY_LIMIT_BYTES, importParamsSchema } from './import.schemas';
import { BadRowsError, commitImport, importsOf, previewImport, undoImport } from './import.service';

/** Importing a history from Strong or Hevy (docs/api.md "Import"); always into the caller's own log. */
export function importRoutes({ clock, database, session }: AppContext): FastifyPluginAsyncZod {
  const db = database.db;
  /** Signed in, and a body we will read: checked before a large file is received at all. */
  const upload = {
    bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    onRequest: async (request: Parameters<typeof session.required>[0]) => {
      await session.required(request);
      if (Number(request.headers['content-length'] ?? 0) > IMPORT_BODY_LIMIT_BYTES)
        throw badRequest(IMPORT_MESSAGES.tooLarge, 'FILE_TOO_LARGE');
    },
  };
  return async (app) => {
    app.post(
      '/api/me/imports/preview',
      {
        ...upload,
        schema: {
          tags: ['import'],
          summary: 'Read a Strong or Hevy CSV export and say what importing it would add (changes nothing)',
          body: importBodySchema,
          response: { 200: importPreviewSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        const preview = await previewImport(db, viewer.id, request.body);
        return reply.header('cache-control', 'no-store').send(preview);
      },
    );

    app.post(
      '/api/me/imports',
      {
        ...upload,
        schema: {
          tags: ['import'],
          summary:
            'Import a Strong or Hevy CSV export, all or nothing (no XP; duplicates skipped; 10 an hour)',
          body: importBodySchema,
          response: { 201: importRecordSchema, ...errors(400, 401, 409), 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        try {
          const record = await commitImport(db, viewer.id, request.body, clock.now());
          return reply.status(201).send(record);
        } catch (error) {
          if (!(error instanceof BadRowsError)) throw error;
          // The bad rows go back as issues, so the file can be fixed without another preview.
          return reply.status(400).send({
            code: error.code,
            message: `${error.message} (${error.badRowCount} bad ${error.badRowCount === 1 ? 'row' : 'rows'})`,
            issues: error.badRows.map((r) => ({ path: `line ${r.line}`, message: r.reason })),
          });
        }
      },
    );

    app.get(
      '/api/me/imports',
      {
        schema: {
          tags: ['import'],
          summary: 'Your imports, newest first',
          response: { 200: importListSchema, ...errors(401) },
        },
      },
      async (request, reply) => {
        const viewer = await session.required(request);
        return reply.header('cache-control', 'no-store').send(await importsOf(db, viewer.id));
      },
    );

    app.delete(
      '/api/me/imports/:id',
      {
        schema: {
          tags: ['import'],
          summary: 'Undo one whole import: its workouts and sets leave your history',
          params: importParamsSchema,
          response: { 200: importUndoAnswerSchema, ...errors(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const viewer = await session.required(request);
        return undoImport(db, viewer.id, request.params.id, clock.now());
      },
    );
  };
}
