import type { FastifyInstance } from 'fastify';
import { SignInRequest, SignInResponse } from '@grocer/shared-contracts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requireSession } from './authenticate.ts';
import { deleteSession } from './sessions.ts';
import { signIn } from './sign-in.ts';

export function registerAuthRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post('/v1/auth/sign-in', async (request, reply) => {
    const body = parseInput(SignInRequest, request.body);
    const response = SignInResponse.parse(await signIn(db, body, now()));
    return reply.code(200).header('cache-control', 'no-store').send(response);
  });

  app.post('/v1/auth/sign-out', async (request, reply) => {
    const { token } = await requireSession(db, request, now());
    await deleteSession(db, token);
    return reply.code(204).send();
  });
}
