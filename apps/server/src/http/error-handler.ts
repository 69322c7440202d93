import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's schemas word every refusal for people (the domain's messages name the value: "Weight
     * must be from 0 to 1,000 kg."), so a 400's message is sent as it is, without the field's path, and a
     * screen can show it. `issues` still name the path.
     */
    plainValidationMessages?: boolean;
  }
}

/** The route config of a route whose validation messages are for people (see plainValidationMessages). */
export const PLAIN_VALIDATION_MESSAGES = { plainValidationMessages: true } as const;

export interface ErrorBody {
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
}

/** Every error leaves as { code, message }; 5xx details stay in the log, never in the response. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: `${error.validationContext ?? 'body'}${v.instancePath.replaceAll('/', '.')}`,
        message: v.message ?? 'is invalid',
      }));
      const first = issues[0];
      const plain = request.routeOptions.config.plainValidationMessages === true;
      const said = plain ? first?.message : first && `${first.path}: ${first.message}`;
      const body: ErrorBody = {
        code: 'VALIDATION_ERROR',
        message: said ?? 'The request is invalid.',
        issues,
      };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) carry safe messages.
    return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
  });
}
