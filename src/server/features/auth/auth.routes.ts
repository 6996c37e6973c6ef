import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZEmailRequest,
  ZMe,
  ZMessage,
  ZResendConfirmationRequest,
  ZResendResponse,
  ZSessionIdParams,
  ZSessionItem,
  ZSetPasswordRequest,
  ZSignInRequest,
  ZSignInResponse,
  ZSignUpRequest,
  ZTokenQuery,
} from '#shared/auth/auth.contract.ts';
import { AppError } from '#shared/errors.ts';
import { data } from '#shared/http.contract.ts';
import { t } from '#shared/messages/fr.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { CLIENT_IP_HEADER } from '../../plugins/better-auth.ts';
import { deleteUserSession, findActiveCaller, listUserSessions } from './auth.repo.ts';
import type { AuthContext } from './auth-context.ts';
import { toWebHeaders } from './better-auth-errors.ts';
import { confirmEmail } from './confirm-email.ts';
import { getMe } from './get-me.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendConfirmation } from './resend-confirmation.ts';
import { setPasswordWithToken } from './set-password.ts';
import { signIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';

const tags = ['auth'];
const bearer = [{ bearerAuth: [] }];

function forwardCookies(reply: FastifyReply, setCookies: string[]) {
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
}

export async function authRoutes(root: FastifyInstance, ctx: AuthContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Accounts, part settings (issue 17): better-auth records the session's IP from CLIENT_IP_HEADER, set
  // here to Fastify's request.ip (X-Forwarded-For only behind TRUST_PROXY); a client's own value is replaced.
  const headersOf = (request: FastifyRequest) => {
    const headers = toWebHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    return headers;
  };

  app.post(
    '/api/auth/sign-up',
    {
      schema: {
        tags,
        summary: 'Créer un compte étudiant',
        body: ZSignUpRequest,
        response: { 201: data(ZMessage) },
      },
    },
    async (request, reply) => {
      await ctx.limiter.consumeAction(request.ip);
      const message = await signUp(ctx, request.body, headersOf(request));
      return reply.code(201).send({ data: { message } });
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      schema: {
        tags,
        summary: 'Se connecter',
        body: ZSignInRequest,
        response: { 200: data(ZSignInResponse) },
      },
    },
    async (request, reply) => {
      const result = await signIn(ctx, request.body, { headers: headersOf(request), ip: request.ip });
      forwardCookies(reply, result.setCookies);
      return { data: result.body };
    },
  );

  app.post(
    '/api/auth/token',
    {
      schema: {
        tags,
        summary: "Nouveau jeton d'accès depuis le cookie de session, avec l'utilisateur et ses rôles",
        response: { 200: data(ZSignInResponse) },
      },
    },
    async (request) => {
      const token = await ctx.tokens.issue(headersOf(request));
      // The user comes with the token (as after sign-in): a page opened signed in starts one round
      // trip sooner than with a separate GET /api/auth/me (docs/scaling.md, the player's chain).
      const claims = token && (await ctx.tokens.verify(token.accessToken));
      const caller = claims && (await findActiveCaller(ctx.db, claims));
      if (!token || !caller) throw new AppError('UNAUTHENTICATED');
      return { data: { ...token, me: await getMe(ctx.db, caller.userId, caller.roles) } };
    },
  );

  app.post(
    '/api/auth/sign-out',
    { schema: { tags, summary: 'Se déconnecter', response: { 200: data(ZMessage) } } },
    async (request, reply) => {
      const { headers } = await ctx.auth.api
        .signOut({ headers: headersOf(request), returnHeaders: true })
        .catch(() => ({
          headers: new Headers(),
        }));
      // A client holding only the bearer token ends that session too.
      if (request.caller) await deleteUserSession(ctx.db, request.caller.userId, request.caller.sessionId);
      forwardCookies(reply, headers.getSetCookie());
      return { data: { message: t('auth.signOutSuccess') } };
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags,
        summary: "L'utilisateur connecté et ses rôles",
        security: bearer,
        response: { 200: data(ZMe) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return { data: await getMe(ctx.db, caller.userId, caller.roles) };
    },
  );

  app.post(
    '/api/auth/resend-confirmation',
    {
      schema: {
        tags,
        summary: "Renvoyer l'email de confirmation (une fois par minute)",
        body: ZResendConfirmationRequest,
        response: { 200: data(ZResendResponse) },
      },
    },
    async (request) => {
      await ctx.limiter.consumeAction(request.ip);
      return { data: await resendConfirmation(ctx, request.body.email, request.body.redirect) };
    },
  );

  app.get(
    '/api/auth/confirm-email',
    {
      schema: {
        tags,
        summary: 'Confirmer son adresse email',
        querystring: ZTokenQuery,
        response: { 200: data(ZMessage) },
      },
    },
    async (request) => ({ data: { message: await confirmEmail(ctx, request.query.token) } }),
  );

  app.post(
    '/api/auth/password/forgot',
    {
      schema: {
        tags,
        summary: 'Demander un lien de réinitialisation',
        body: ZEmailRequest,
        response: { 200: data(ZMessage) },
      },
    },
    async (request) => {
      await ctx.limiter.consumeAction(request.ip);
      return { data: { message: await requestPasswordReset(ctx, request.body.email) } };
    },
  );

  app.post(
    '/api/auth/password/reset',
    {
      schema: {
        tags,
        summary: 'Choisir un nouveau mot de passe',
        body: ZSetPasswordRequest,
        response: { 200: data(ZMessage) },
      },
    },
    async (request) => {
      await setPasswordWithToken(ctx, request.body, request.ip);
      return { data: { message: t('auth.passwordUpdated') } };
    },
  );

  app.post(
    '/api/auth/activate',
    {
      schema: {
        tags,
        summary: "Activer un compte depuis un lien d'invitation",
        body: ZSetPasswordRequest,
        response: { 200: data(ZMessage) },
      },
    },
    async (request) => {
      await setPasswordWithToken(ctx, request.body, request.ip);
      return { data: { message: t('auth.accountActivated') } };
    },
  );

  app.get(
    '/api/auth/sessions',
    {
      schema: {
        tags,
        summary: 'Mes sessions ouvertes',
        security: bearer,
        response: { 200: data(ZSessionItem.array()) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const rows = await listUserSessions(ctx.db, caller.userId);
      return {
        data: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          isCurrent: row.id === caller.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/api/auth/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Fermer une de mes sessions',
        security: bearer,
        params: ZSessionIdParams,
        response: { 200: data(ZMessage) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const deleted = await deleteUserSession(ctx.db, caller.userId, request.params.sessionId);
      if (!deleted) throw new AppError('NOT_FOUND');
      return { data: { message: t('auth.sessionRevoked') } };
    },
  );
}
