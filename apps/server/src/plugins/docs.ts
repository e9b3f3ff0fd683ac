import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../context';

/** OpenAPI generated from the zod schemas of every route, browsable at /api/docs. */
export async function registerDocs(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: '数据存证平台 API', description: '所有接口返回 { code, msg, data }；code 200 成功，400 业务拒绝，408 登录失效。', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // Bodies are form-encoded by the web app; JSON is accepted as well (ARCHITECTURE.md).
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      return out.schema?.body ? { ...out, schema: { ...out.schema, consumes: ['application/x-www-form-urlencoded', 'application/json'] } } : out;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
