/**
 * The staff API's OpenAPI 3 document, generated from the contract's STAFF_ROUTES with
 * @asteasolutions/zod-to-openapi (decision 033): every route with its parameters, query, body, answer
 * and the problem+json errors; served at /{tenant}/beheer/api/v1/openapi.json with that municipality's
 * base path. Made once per process (the routes are fixed at build time); only the server URL differs.
 */
import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import {
  PROBLEM_CONTENT_TYPE,
  param,
  problemSchema,
  STAFF_ROUTES,
  type StaffRoute,
  staffFileAnswer,
  staffStreamAnswer,
} from '@parkeerloket/contract';
import { z } from 'zod';
import { APP_VERSION } from '../../version.js';

type Document = ReturnType<OpenApiGeneratorV3['generateDocument']>;

const problem = { content: { [PROBLEM_CONTENT_TYPE]: { schema: problemSchema } } };

/** A route's request body: JSON, or multipart/form-data with its file field as binary (not the parsed file's shape). */
function requestBody(route: StaffRoute) {
  if (!route.body) return {};
  if (route.bodyType !== 'multipart' || !(route.body instanceof z.ZodObject)) {
    return { body: { content: { 'application/json': { schema: route.body } } } };
  }
  const shape = Object.fromEntries(
    Object.entries(route.body.shape as Record<string, z.ZodType>).map(([name, field]) => [
      name,
      field === param.uploadedFile ? z.string().meta({ format: 'binary', description: 'The file' }) : field,
    ]),
  );
  return { body: { required: true, content: { 'multipart/form-data': { schema: z.object(shape) } } } };
}

function buildDocument(): Document {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'staffSession', {
    type: 'apiKey',
    in: 'cookie',
    name: 'pl_staff',
    description: 'The staff session, set by signing in at /{tenant}/beheer/aanmelden',
  });
  for (const route of STAFF_ROUTES as readonly StaffRoute[]) {
    const status = route.status ?? 200;
    registry.registerPath({
      operationId: route.operationId,
      method: route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete',
      path: route.path,
      summary: route.summary,
      description: `Roles: ${route.roles.join(', ')}. Audit: ${route.audit}.`,
      tags: [route.path.split('/')[1] ?? 'staff'],
      security: [{ staffSession: [] }],
      request: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...requestBody(route),
      },
      responses: {
        ...(status === 204
          ? { 204: { description: 'Done' } }
          : route.response === staffFileAnswer
            ? // A file answer (decision 034): the bytes in the file's own type.
              {
                [status]: {
                  description: 'The file',
                  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
                },
              }
            : route.response === staffStreamAnswer
              ? // A streamed CSV export (decision 042).
                { [status]: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } } }
              : { [status]: { description: 'OK', content: { 'application/json': { schema: route.response } } } }),
        400: { description: 'Invalid input: invalidParams names each field', ...problem },
        401: { description: 'No staff session', ...problem },
        403: { description: 'None of the roles may call this', ...problem },
        404: { description: 'Not found', ...problem },
      },
    });
  }
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Parkeerloket back office API',
      version: APP_VERSION,
      description:
        "The municipality's back office (issue 27). JSON, Dutch API Design Rules: plural resource names, page/pageSize, errors as application/problem+json.",
    },
    servers: [{ url: '/{tenant}/beheer/api/v1', variables: { tenant: { default: 'voorbeeld' } } }],
  });
}

let cached: Document | undefined;

/** The document with the municipality's code as the server variable's default. */
export function staffOpenApiDocument(tenantCode: string): Document {
  cached ??= buildDocument();
  return {
    ...cached,
    servers: [{ url: '/{tenant}/beheer/api/v1', variables: { tenant: { default: tenantCode } } }],
  };
}
